// A table's link as a QR code, for a friend's phone camera: the modules as rows of dark (true) and
// light, drawn by the lobby. The encoding is the qrcode-generator package's (byte mode, the
// smallest version that holds the link, medium error correction).
import qrcode from 'qrcode-generator';

export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}
