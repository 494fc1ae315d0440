// One drawing per product type, on a 400 x 400 canvas with the floor at y = 350. The item's
// colour (palette) goes on the item itself; fittings stay chrome, glass stays glass, so a black
// washbasin still reads as a washbasin.
import type { ProductType } from './product-types.ts';
import type { Palette } from './svg.ts';

const CHROME = '#c5cbd1';
const CHROME_DARK = '#8d949c';
const CERAMIC = '#fbfbfa';
const GLASS = '#d6e6ee';
const WATER = '#bfe0f5';
const WOOD = '#e4dccf';

export interface Shape {
  /** Width of the floor shadow; 0 for none. */
  shadow: number;
  draw(p: Palette): string;
}

const line = (p: Palette, width = 3) => `stroke="${p.outline}" stroke-width="${width}" stroke-linejoin="round"`;
const reflections = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x + w * 0.15},${y + h * 0.45} L${x + w * 0.55},${y + h * 0.08} L${x + w * 0.7},${y + h * 0.08} L${x + w * 0.3},${y + h * 0.45} Z" fill="#ffffff" opacity="0.55"/>` +
  `<path d="M${x + w * 0.35},${y + h * 0.6} L${x + w * 0.85},${y + h * 0.2} L${x + w * 0.9},${y + h * 0.26} L${x + w * 0.42},${y + h * 0.62} Z" fill="#ffffff" opacity="0.4"/>`;

const shapes: Record<ProductType, Shape> = {
  washbasin: {
    shadow: 170,
    draw: (p) =>
      `<rect x="30" y="298" width="340" height="22" rx="4" fill="${WOOD}" stroke="#b9ad9b" stroke-width="2"/>` +
      `<path d="M52,172 Q58,298 200,298 Q342,298 348,172 Z" fill="${p.base}" ${line(p)}/>` +
      `<path d="M80,250 Q120,290 200,292" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>` +
      `<ellipse cx="200" cy="172" rx="150" ry="40" fill="${p.base}" ${line(p)}/>` +
      `<ellipse cx="200" cy="175" rx="128" ry="28" fill="${p.dark}"/>` +
      `<ellipse cx="200" cy="184" rx="12" ry="5" fill="${CHROME_DARK}"/>`,
  },
  basin_tap: {
    shadow: 80,
    draw: (p) =>
      `<ellipse cx="210" cy="332" rx="62" ry="13" fill="${p.dark}" ${line(p, 2)}/>` +
      `<rect x="95" y="168" width="110" height="28" rx="13" fill="${p.base}" ${line(p)}/>` +
      `<rect x="95" y="186" width="26" height="24" rx="5" fill="${p.base}" ${line(p)}/>` +
      `<rect x="180" y="150" width="60" height="182" rx="14" fill="${p.base}" ${line(p)}/>` +
      `<rect x="192" y="164" width="9" height="150" rx="4" fill="${p.light}" opacity="0.8"/>` +
      `<rect x="200" y="126" width="100" height="20" rx="10" fill="${p.base}" ${line(p)} transform="rotate(-16 210 136)"/>` +
      `<rect x="184" y="134" width="52" height="24" rx="9" fill="${p.base}" ${line(p)}/>` +
      `<rect x="100" y="214" width="16" height="70" rx="8" fill="${WATER}" opacity="0.8"/>`,
  },
  bath_tap: {
    shadow: 0,
    draw: (p) =>
      `<rect x="60" y="118" width="280" height="40" rx="20" fill="${p.base}" ${line(p)}/>` +
      `<rect x="74" y="126" width="252" height="8" rx="4" fill="${p.light}" opacity="0.8"/>` +
      `<circle cx="95" cy="138" r="34" fill="${p.base}" ${line(p)}/>` +
      `<path d="M71,138 H119 M95,114 V162" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="305" cy="138" r="34" fill="${p.base}" ${line(p)}/>` +
      `<path d="M281,138 H329 M305,114 V162" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="180" y="150" width="40" height="72" rx="10" fill="${p.base}" ${line(p)}/>` +
      `<path d="M168,214 H232 V230 Q232,244 218,244 H182 Q168,244 168,230 Z" fill="${p.base}" ${line(p)}/>` +
      `<rect x="190" y="248" width="20" height="92" rx="8" fill="${WATER}" opacity="0.8"/>`,
  },
  shower_tap: {
    shadow: 0,
    draw: (p) =>
      `<rect x="50" y="160" width="300" height="62" rx="31" fill="${p.base}" ${line(p)}/>` +
      `<rect x="90" y="170" width="220" height="10" rx="5" fill="${p.light}" opacity="0.8"/>` +
      `<circle cx="92" cy="191" r="46" fill="${p.base}" ${line(p)}/>` +
      `<circle cx="92" cy="191" r="30" fill="${p.light}" ${line(p, 2)}/>` +
      `<circle cx="308" cy="191" r="46" fill="${p.base}" ${line(p)}/>` +
      `<circle cx="308" cy="191" r="30" fill="${p.light}" ${line(p, 2)}/>` +
      `<path d="M92,165 V181 M308,165 V181" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="183" y="220" width="34" height="38" rx="8" fill="${p.base}" ${line(p)}/>` +
      `<path d="M200,258 Q200,320 150,345" fill="none" stroke="${CHROME_DARK}" stroke-width="8" stroke-linecap="round"/>`,
  },
  shower_head: {
    shadow: 0,
    draw: (p) =>
      `<rect x="26" y="66" width="20" height="42" rx="4" fill="${p.dark}" ${line(p, 2)}/>` +
      `<rect x="40" y="78" width="186" height="18" rx="9" fill="${p.base}" ${line(p)}/>` +
      `<rect x="208" y="86" width="18" height="52" fill="${p.base}" ${line(p)}/>` +
      `<ellipse cx="216" cy="168" rx="142" ry="34" fill="${p.dark}" ${line(p)}/>` +
      `<ellipse cx="216" cy="158" rx="142" ry="34" fill="${p.base}" ${line(p)}/>` +
      `<ellipse cx="216" cy="152" rx="120" ry="20" fill="${p.light}" opacity="0.7"/>` +
      [100, 130, 160, 190, 220, 250, 280, 310, 330]
        .map((x, i) => `<path d="M${x},${206 + (i % 2) * 8} l-6,${60 + (i % 3) * 20}" stroke="${WATER}" stroke-width="5" stroke-linecap="round"/>`)
        .join(''),
  },
  shower_system: {
    shadow: 0,
    draw: (p) =>
      `<rect x="192" y="66" width="18" height="240" rx="6" fill="${p.base}" ${line(p)}/>` +
      `<rect x="110" y="60" width="100" height="16" rx="8" fill="${p.base}" ${line(p)}/>` +
      `<ellipse cx="112" cy="90" rx="84" ry="18" fill="${p.base}" ${line(p)}/>` +
      `<ellipse cx="112" cy="94" rx="70" ry="9" fill="${p.dark}"/>` +
      `<path d="M228,236 Q290,270 256,296" fill="none" stroke="${CHROME_DARK}" stroke-width="7" stroke-linecap="round"/>` +
      `<rect x="216" y="150" width="24" height="86" rx="11" fill="${p.base}" ${line(p)}/>` +
      `<circle cx="228" cy="142" r="22" fill="${p.base}" ${line(p)}/>` +
      `<rect x="104" y="284" width="200" height="40" rx="20" fill="${p.base}" ${line(p)}/>` +
      `<circle cx="128" cy="304" r="26" fill="${p.light}" ${line(p)}/>` +
      `<circle cx="280" cy="304" r="26" fill="${p.light}" ${line(p)}/>`,
  },
  shower_enclosure: {
    shadow: 150,
    draw: (p) =>
      `<rect x="66" y="318" width="268" height="24" rx="3" fill="${CERAMIC}" stroke="#a7adb4" stroke-width="2"/>` +
      `<rect x="80" y="72" width="240" height="248" fill="${GLASS}" opacity="0.75"/>` +
      reflections(80, 72, 240, 248) +
      `<rect x="80" y="72" width="240" height="248" fill="none" stroke="${p.base}" stroke-width="10"/>` +
      `<rect x="80" y="72" width="240" height="248" fill="none" stroke="${p.outline}" stroke-width="2"/>` +
      `<line x1="200" y1="72" x2="200" y2="320" stroke="${p.base}" stroke-width="8"/>` +
      `<rect x="184" y="166" width="9" height="66" rx="4" fill="${p.base}" ${line(p, 2)}/>` +
      `<rect x="74" y="62" width="252" height="14" rx="3" fill="${p.base}" ${line(p, 2)}/>`,
  },
  shower_tray: {
    shadow: 160,
    draw: (p) =>
      `<polygon points="60,226 130,288 130,312 60,250" fill="${p.dark}" ${line(p)}/>` +
      `<polygon points="130,288 350,246 350,270 130,312" fill="${p.dark}" ${line(p)}/>` +
      `<polygon points="60,226 280,190 350,246 130,288" fill="${p.base}" ${line(p)}/>` +
      `<polygon points="96,230 270,202 278,208 104,236" fill="${CHROME_DARK}"/>` +
      `<path d="M150,262 L300,238" stroke="${p.light}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
  },
  bathtub: {
    shadow: 170,
    draw: (p) =>
      `<path d="M326,160 V112 Q326,96 306,96 H292" fill="none" stroke="${CHROME}" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="110" y="300" width="22" height="30" rx="4" fill="${CHROME_DARK}"/>` +
      `<rect x="268" y="300" width="22" height="30" rx="4" fill="${CHROME_DARK}"/>` +
      `<path d="M50,168 H350 Q346,296 290,312 H110 Q54,296 50,168 Z" fill="${p.base}" ${line(p)}/>` +
      `<path d="M80,220 Q90,290 140,298" fill="none" stroke="${p.light}" stroke-width="9" stroke-linecap="round" opacity="0.7"/>` +
      `<rect x="38" y="152" width="324" height="24" rx="12" fill="${p.light}" ${line(p)}/>` +
      `<rect x="58" y="158" width="284" height="10" rx="5" fill="${p.dark}"/>`,
  },
  toilet: {
    shadow: 110,
    draw: (p) =>
      `<rect x="130" y="72" width="140" height="104" rx="12" fill="${p.base}" ${line(p)}/>` +
      `<rect x="122" y="62" width="156" height="18" rx="7" fill="${p.light}" ${line(p)}/>` +
      `<circle cx="200" cy="100" r="11" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<path d="M105,196 Q110,272 170,284 L160,334 H240 L230,284 Q290,272 295,196 Z" fill="${p.base}" ${line(p)}/>` +
      `<path d="M128,226 Q140,264 176,272" fill="none" stroke="${p.light}" stroke-width="7" stroke-linecap="round" opacity="0.7"/>` +
      `<ellipse cx="200" cy="192" rx="104" ry="24" fill="${p.light}" ${line(p)}/>` +
      `<ellipse cx="200" cy="192" rx="76" ry="13" fill="${p.dark}" opacity="0.6"/>`,
  },
  toilet_seat: {
    shadow: 0,
    draw: (p) =>
      `<rect x="136" y="64" width="128" height="24" rx="11" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<path d="M108,104 H292 Q318,104 318,140 V220 Q318,344 200,344 Q82,344 82,220 V140 Q82,104 108,104 Z" fill="${p.base}" ${line(p)}/>` +
      `<ellipse cx="200" cy="226" rx="74" ry="92" fill="#f4f5f7" ${line(p)}/>` +
      `<path d="M104,180 Q104,300 180,330" fill="none" stroke="${p.light}" stroke-width="7" stroke-linecap="round" opacity="0.7"/>`,
  },
  bidet: {
    shadow: 90,
    draw: (p) =>
      `<path d="M112,176 Q118,282 200,290 Q282,282 288,176 Z" fill="${p.base}" ${line(p)}/>` +
      `<path d="M136,214 Q150,270 196,278" fill="none" stroke="${p.light}" stroke-width="7" stroke-linecap="round" opacity="0.7"/>` +
      `<ellipse cx="200" cy="176" rx="90" ry="24" fill="${p.base}" ${line(p)}/>` +
      `<ellipse cx="200" cy="180" rx="70" ry="13" fill="${p.dark}"/>` +
      `<rect x="190" y="110" width="22" height="52" rx="7" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<rect x="164" y="114" width="40" height="12" rx="6" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<rect x="196" y="92" width="42" height="12" rx="6" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2" transform="rotate(-15 196 98)"/>`,
  },
  mirror: {
    shadow: 0,
    draw: (p) =>
      `<rect x="90" y="46" width="220" height="292" rx="26" fill="${p.base}" ${line(p)}/>` +
      `<rect x="106" y="62" width="188" height="260" rx="16" fill="${GLASS}"/>` +
      reflections(106, 62, 188, 260),
  },
  mirror_cabinet: {
    shadow: 0,
    draw: (p) =>
      `<rect x="58" y="78" width="284" height="228" rx="8" fill="${p.base}" ${line(p)}/>` +
      `<rect x="72" y="92" width="124" height="196" fill="${GLASS}" stroke="${p.dark}" stroke-width="2"/>` +
      reflections(72, 92, 124, 196) +
      `<rect x="204" y="92" width="124" height="196" fill="${GLASS}" stroke="${p.dark}" stroke-width="2"/>` +
      reflections(204, 92, 124, 196) +
      `<rect x="66" y="306" width="268" height="9" rx="4" fill="#fff3c4" stroke="#e6cf7a" stroke-width="1.5"/>`,
  },
  vanity_unit: {
    shadow: 0,
    draw: (p) =>
      `<rect x="190" y="70" width="18" height="36" rx="6" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<rect x="170" y="70" width="30" height="10" rx="5" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<rect x="46" y="102" width="308" height="32" rx="6" fill="${CERAMIC}" stroke="#a7adb4" stroke-width="3"/>` +
      `<ellipse cx="200" cy="112" rx="96" ry="7" fill="#e4e7ea"/>` +
      `<rect x="58" y="134" width="284" height="160" fill="${p.base}" ${line(p)}/>` +
      `<line x1="58" y1="214" x2="342" y2="214" stroke="${p.outline}" stroke-width="3"/>` +
      `<rect x="165" y="166" width="70" height="9" rx="4" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="1.5"/>` +
      `<rect x="165" y="246" width="70" height="9" rx="4" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="1.5"/>`,
  },
  tall_cabinet: {
    shadow: 80,
    draw: (p) =>
      `<rect x="150" y="326" width="12" height="18" fill="${CHROME_DARK}"/>` +
      `<rect x="238" y="326" width="12" height="18" fill="${CHROME_DARK}"/>` +
      `<rect x="138" y="36" width="124" height="294" rx="4" fill="${p.base}" ${line(p)}/>` +
      `<line x1="138" y1="262" x2="262" y2="262" stroke="${p.outline}" stroke-width="3"/>` +
      `<rect x="146" y="44" width="10" height="210" fill="${p.light}" opacity="0.5"/>` +
      `<rect x="238" y="120" width="9" height="56" rx="4" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="1.5"/>` +
      `<rect x="172" y="290" width="56" height="9" rx="4" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="1.5"/>`,
  },
  wall_cabinet: {
    shadow: 0,
    draw: (p) =>
      `<rect x="90" y="104" width="220" height="170" rx="4" fill="${p.base}" ${line(p)}/>` +
      `<line x1="200" y1="104" x2="200" y2="274" stroke="${p.outline}" stroke-width="3"/>` +
      `<rect x="98" y="112" width="8" height="154" fill="${p.light}" opacity="0.5"/>` +
      `<rect x="184" y="168" width="8" height="44" rx="4" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="1.5"/>` +
      `<rect x="208" y="168" width="8" height="44" rx="4" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="1.5"/>`,
  },
  towel_radiator: {
    shadow: 0,
    draw: (p) =>
      [62, 90, 118, 146, 186, 214, 242, 270, 298]
        .map((y) => `<rect x="118" y="${y}" width="164" height="11" rx="5" fill="${p.base}" ${line(p, 2)}/>`)
        .join('') +
      `<rect x="106" y="40" width="20" height="300" rx="10" fill="${p.base}" ${line(p)}/>` +
      `<rect x="274" y="40" width="20" height="300" rx="10" fill="${p.base}" ${line(p)}/>` +
      `<rect x="110" y="48" width="6" height="280" rx="3" fill="${p.light}" opacity="0.7"/>` +
      `<rect x="108" y="338" width="16" height="14" fill="${CHROME_DARK}"/>` +
      `<rect x="276" y="338" width="16" height="14" fill="${CHROME_DARK}"/>`,
  },
  towel_holder: {
    shadow: 0,
    draw: (p) =>
      `<path d="M138,150 H262 V300 H138 Z" fill="#f1ede6" stroke="#c9c2b6" stroke-width="2"/>` +
      `<path d="M138,270 H262 M138,282 H262" stroke="#d9d2c6" stroke-width="5"/>` +
      `<circle cx="80" cy="148" r="20" fill="${p.base}" ${line(p)}/>` +
      `<circle cx="320" cy="148" r="20" fill="${p.base}" ${line(p)}/>` +
      `<rect x="80" y="140" width="240" height="16" rx="8" fill="${p.base}" ${line(p)}/>` +
      `<rect x="92" y="143" width="216" height="4" rx="2" fill="${p.light}" opacity="0.8"/>`,
  },
  soap_dispenser: {
    shadow: 70,
    draw: (p) =>
      `<rect x="140" y="158" width="120" height="184" rx="30" fill="${p.base}" ${line(p)}/>` +
      `<rect x="152" y="176" width="12" height="140" rx="6" fill="${p.light}" opacity="0.7"/>` +
      `<rect x="174" y="128" width="52" height="36" rx="6" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<rect x="186" y="94" width="28" height="40" rx="4" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<rect x="136" y="90" width="74" height="14" rx="7" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>`,
  },
  toilet_brush: {
    shadow: 80,
    draw: (p) =>
      `<rect x="192" y="44" width="16" height="160" rx="8" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="2"/>` +
      `<circle cx="200" cy="44" r="17" fill="${p.base}" ${line(p)}/>` +
      `<path d="M132,192 H268 L258,342 H142 Z" fill="${p.base}" ${line(p)}/>` +
      `<path d="M150,210 L156,326" stroke="${p.light}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>` +
      `<rect x="122" y="180" width="156" height="20" rx="10" fill="${p.light}" ${line(p)}/>`,
  },
  shower_shelf: {
    shadow: 0,
    draw: (p) =>
      `<rect x="104" y="104" width="44" height="100" rx="10" fill="#8fb3c9"/>` +
      `<rect x="114" y="88" width="24" height="20" rx="4" fill="#4c6b80"/>` +
      `<rect x="170" y="128" width="56" height="76" rx="14" fill="#e8b7a6"/>` +
      `<rect x="248" y="118" width="40" height="86" rx="8" fill="#b9c9a3"/>` +
      `<circle cx="80" cy="190" r="14" fill="${p.base}" ${line(p)}/>` +
      `<circle cx="320" cy="190" r="14" fill="${p.base}" ${line(p)}/>` +
      `<rect x="74" y="170" width="252" height="74" rx="10" fill="none" stroke="${p.base}" stroke-width="10"/>` +
      `<path d="M80,196 H320 M80,220 H320" stroke="${p.base}" stroke-width="5"/>` +
      `<rect x="74" y="236" width="252" height="10" rx="4" fill="${p.dark}"/>`,
  },
  tile: {
    shadow: 0,
    draw: (p) => {
      const tones = [0, -0.06, 0.05, 0.04, 0, -0.05, -0.03, 0.06, 0];
      let tiles = `<rect x="24" y="24" width="352" height="352" fill="#cfd3d8"/>`;
      for (let row = 0; row < 3; row += 1) {
        for (let col = 0; col < 3; col += 1) {
          const x = 28 + col * 116;
          const y = 28 + row * 116;
          const tone = tones[row * 3 + col] ?? 0;
          tiles += `<rect x="${x}" y="${y}" width="112" height="112" fill="${tone >= 0 ? lighten(p, tone) : darken(p, tone)}"/>`;
          tiles += `<path d="M${x + 10},${y + 60} L${x + 60},${y + 10}" stroke="#ffffff" stroke-width="6" opacity="0.25" stroke-linecap="round"/>`;
        }
      }
      return tiles;
    },
  },
  kitchen_sink: {
    shadow: 0,
    draw: (p) =>
      `<rect x="24" y="84" width="352" height="232" fill="${WOOD}" stroke="#b9ad9b" stroke-width="2"/>` +
      `<rect x="48" y="108" width="304" height="184" rx="18" fill="${p.base}" ${line(p)}/>` +
      `<rect x="64" y="124" width="152" height="152" rx="16" fill="${p.dark}"/>` +
      `<circle cx="140" cy="200" r="14" fill="${p.base}" stroke="${p.outline}" stroke-width="2"/>` +
      `<circle cx="140" cy="200" r="5" fill="${p.outline}"/>` +
      [142, 166, 190, 214, 238, 262]
        .map((y) => `<rect x="236" y="${y}" width="96" height="8" rx="4" fill="${p.light}" opacity="0.8"/>`)
        .join('') +
      `<circle cx="300" cy="122" r="8" fill="${CHROME_DARK}"/>`,
  },
  kitchen_tap: {
    shadow: 70,
    draw: (p) =>
      `<ellipse cx="200" cy="336" rx="52" ry="11" fill="${p.dark}" ${line(p, 2)}/>` +
      `<path d="M200,160 C200,34 322,34 322,134" fill="none" stroke="${p.outline}" stroke-width="32" stroke-linecap="round"/>` +
      `<path d="M200,160 C200,34 322,34 322,134" fill="none" stroke="${p.base}" stroke-width="25" stroke-linecap="round"/>` +
      `<rect x="186" y="146" width="28" height="190" rx="10" fill="${p.base}" ${line(p)}/>` +
      `<rect x="193" y="160" width="7" height="160" rx="3" fill="${p.light}" opacity="0.8"/>` +
      `<rect x="307" y="128" width="30" height="54" rx="10" fill="${p.base}" ${line(p)}/>` +
      `<rect x="212" y="206" width="64" height="15" rx="7" fill="${p.base}" ${line(p)} transform="rotate(-20 212 213)"/>` +
      `<rect x="314" y="188" width="16" height="60" rx="8" fill="${WATER}" opacity="0.8"/>`,
  },
  waste_bin: {
    shadow: 150,
    draw: (p) =>
      `<rect x="78" y="58" width="112" height="80" rx="6" fill="#6f8396" stroke="#4e5f70" stroke-width="2"/>` +
      `<rect x="198" y="58" width="60" height="80" rx="6" fill="#a3b18a" stroke="#768660" stroke-width="2"/>` +
      `<rect x="266" y="58" width="56" height="80" rx="6" fill="#d9b45a" stroke="#a98a3d" stroke-width="2"/>` +
      `<rect x="58" y="104" width="284" height="228" rx="6" fill="${p.base}" ${line(p)}/>` +
      `<rect x="66" y="112" width="268" height="10" rx="4" fill="${p.light}" opacity="0.6"/>` +
      `<rect x="148" y="140" width="104" height="12" rx="6" fill="${CHROME}" stroke="${CHROME_DARK}" stroke-width="1.5"/>`,
  },
};

function lighten(p: Palette, amount: number): string {
  return amount === 0 ? p.base : mix(p.base, '#ffffff', amount * 2);
}
function darken(p: Palette, amount: number): string {
  return mix(p.base, '#000000', -amount * 2);
}
function mix(a: string, b: string, weight: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - weight) + channel(b, i) * weight));
  return `#${parts.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A parcel, for a product type the renderer does not know (yet). */
export const fallbackShape: Shape = {
  shadow: 120,
  draw: (p) =>
    `<polygon points="110,150 200,110 290,150 200,190" fill="${p.light}" ${line(p)}/>` +
    `<polygon points="110,150 200,190 200,320 110,280" fill="${p.base}" ${line(p)}/>` +
    `<polygon points="200,190 290,150 290,280 200,320" fill="${p.dark}" ${line(p)}/>`,
};

export function shapeFor(type: string): Shape {
  return (shapes as Record<string, Shape>)[type] ?? fallbackShape;
}
