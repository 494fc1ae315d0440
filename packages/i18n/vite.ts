// Vite plugins every bundle that renders translated UI needs: the Lingui macro transform (Babel,
// only on files that import a macro) and the .po catalog loader. Missing translations fail the build.
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

const configPath = path.join(import.meta.dirname, 'lingui.config.ts');

export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig({ configPath }) }, { configPath })],
    }),
    lingui({ configPath, failOnMissing: true, failOnCompileError: true }),
  ];
}
