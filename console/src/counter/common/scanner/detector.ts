import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/*
 * The barcode reader (ZXing in WebAssembly) with its .wasm served from our own assets, never a
 * CDN: the till works behind a strict content policy and on networks that block third parties.
 * This module is loaded only when a cashier opens the camera.
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? new URL(readerWasm, window.location.href).href : prefix + path,
  },
});

/** Members' cards and app codes are QR codes; printed cards and slips carry Code 128. */
export function barcodeReader() {
  return new BarcodeDetector({ formats: ['qr_code', 'code_128'] });
}
