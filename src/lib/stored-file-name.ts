/**
 * The name a spreadsheet is stored under: letters and digits of any script, dots, dashes,
 * underscores and spaces; anything else (slashes, quotes, emoji) becomes '_', and no leading dot.
 * 'Quote für Müller.xlsx' stays as it is ('Quote f_r M_ller' before).
 */
export function storedFileName(fileName: string): string {
  return fileName
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._\- ]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(-120)
}
