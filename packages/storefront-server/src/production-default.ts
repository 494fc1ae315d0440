// Imported first by serve.ts: React and React Router read NODE_ENV when they are loaded, so the
// production default must be in place before any of them is (ES modules run in import order).
process.env.NODE_ENV ??= 'production';
