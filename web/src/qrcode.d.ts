// The one function of `qrcode` the fair's page uses (features/events/event-qr-code.tsx). Declared here rather than
// with @types/qrcode, whose types pull Node's globals into the browser's type check.
declare module 'qrcode' {
  export type QRCodeToDataURLOptions = {
    margin?: number;
    width?: number;
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  };
  export function toDataURL(text: string, options?: QRCodeToDataURLOptions): Promise<string>;
}
