// One Intl.DateTimeFormat per locale and options, made on first use and kept: building one costs
// about as much as rendering a small component, and the product page asks for several per render
// (the delivery promise, its day name, the advent banner).
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
