/**
 * Every error the API can return, with its HTTP status and Thai and English text.
 * Modules add their own codes here so members always read a proper Thai message.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: {
    status: 400,
    th: ['ข้อมูลไม่ถูกต้อง', 'กรุณาตรวจสอบข้อมูลแล้วลองใหม่อีกครั้ง'],
    en: ['Invalid request', 'Please check the information and try again.'],
  },
  MALFORMED_BODY: {
    status: 400,
    th: ['รูปแบบข้อมูลไม่ถูกต้อง', 'ไม่สามารถอ่านข้อมูลที่ส่งมาได้'],
    en: ['Malformed request', 'The request body could not be read.'],
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    th: ['ข้อมูลมีขนาดใหญ่เกินไป', 'กรุณาลดขนาดข้อมูลหรือไฟล์แล้วลองใหม่'],
    en: ['Payload too large', 'Please send a smaller request or file.'],
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    th: ['ไม่รองรับรูปแบบข้อมูลนี้', 'กรุณาส่งข้อมูลในรูปแบบที่รองรับ'],
    en: ['Unsupported media type', 'Please send the request in a supported format.'],
  },
  NOT_FOUND: {
    status: 404,
    th: ['ไม่พบข้อมูล', 'ไม่พบข้อมูลที่ต้องการ'],
    en: ['Not found', 'The requested resource does not exist.'],
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    th: ['ไม่รองรับคำขอนี้', 'ไม่รองรับวิธีการเรียกนี้'],
    en: ['Method not allowed', 'This method is not supported here.'],
  },
  BRAND_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบแบรนด์', 'ไม่พบแบรนด์ที่ระบุ กรุณาตรวจสอบลิงก์อีกครั้ง'],
    en: ['Brand not found', 'The brand in this link does not exist.'],
  },
  UNAUTHORIZED: {
    status: 401,
    th: ['สิทธิ์การใช้งานหมดอายุ', 'กรุณาเข้าสู่ระบบอีกครั้ง'],
    en: ['Your access has expired', 'Please log in again.'],
  },
  FORBIDDEN: {
    status: 403,
    th: ['ไม่มีสิทธิ์เข้าถึง', 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้'],
    en: ['Forbidden', 'You are not allowed to do this.'],
  },
  RATE_LIMITED: {
    status: 429,
    th: ['ทำรายการบ่อยเกินไป', 'กรุณารอสักครู่แล้วลองใหม่อีกครั้ง'],
    en: ['Too many requests', 'Please wait a moment and try again.'],
  },
  CONFLICT: {
    status: 409,
    th: ['ข้อมูลถูกเปลี่ยนแปลง', 'กรุณาลองใหม่อีกครั้ง'],
    en: ['Conflict', 'The data changed meanwhile; please try again.'],
  },
  INTERNAL: {
    status: 500,
    th: ['เกิดข้อผิดพลาด', 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง'],
    en: ['Something went wrong', 'A temporary problem occurred; please try again.'],
  },
} satisfies Record<
  string,
  { status: number; th: readonly [string, string]; en: readonly [string, string] }
>;

export type ErrorCode = keyof typeof errorCatalogue;
