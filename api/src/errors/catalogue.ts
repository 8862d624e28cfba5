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
  REQUEST_TIMEOUT: {
    status: 408,
    th: ['หมดเวลารอคำขอ', 'การส่งข้อมูลใช้เวลานานเกินไป กรุณาลองใหม่อีกครั้ง'],
    en: ['Request timeout', 'The request took too long to arrive; please try again.'],
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    th: ['ข้อมูลส่วนหัวของคำขอมีขนาดใหญ่เกินไป', 'กรุณาล้างคุกกี้ของเว็บไซต์นี้แล้วลองใหม่อีกครั้ง'],
    en: [
      'Request headers too large',
      "The request headers are too large; clear this site's cookies and try again.",
    ],
  },
  MALFORMED_REQUEST: {
    status: 400,
    th: ['คำขอไม่ถูกต้อง', 'ไม่สามารถอ่านคำขอนี้ได้'],
    en: ['Bad request', 'The request could not be read.'],
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    th: ['ระบบไม่พร้อมให้บริการชั่วคราว', 'กรุณาลองใหม่อีกครั้งในอีกสักครู่'],
    en: ['Service unavailable', 'The server is restarting; please try again in a moment.'],
  },
  SERVER_BUSY: {
    status: 503,
    th: ['ระบบกำลังทำงานหนัก', 'มีรายการจำนวนมากในขณะนี้ กรุณาลองใหม่อีกครั้งในอีกสักครู่'],
    en: ['Busy', 'The system is busy right now; please try again in a moment.'],
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
  INSUFFICIENT_POINTS: {
    status: 422,
    th: ['แต้มไม่เพียงพอ', 'แต้มสะสมของคุณไม่เพียงพอสำหรับรายการนี้'],
    en: ['Not enough points', 'Your points balance is too low for this.'],
  },
  POINT_ENTRY_DUPLICATE: {
    status: 409,
    th: ['รายการนี้ถูกบันทึกแล้ว', 'รายการแต้มนี้ถูกบันทึกไปแล้ว'],
    en: ['Already recorded', 'This points entry was already recorded.'],
  },
  INVALID_CUSTOMER: {
    status: 404,
    th: ['ไม่พบข้อมูลสมาชิก', 'หมายเลขโทรศัพท์นี้ไม่ได้เป็นสมาชิกของแบรนด์'],
    en: ['Not a member', 'invalid customer'],
  },
  QR_CODE_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบ QR Code', 'ไม่พบรหัสนี้ กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง'],
    en: ['QR code not found', 'This code does not exist.'],
  },
  QR_ALREADY_USED: {
    status: 409,
    th: ['QR Code ถูกใช้แล้ว', 'รหัสนี้ถูกใช้สะสมแต้มไปแล้ว'],
    en: ['QR code already used', 'This code has already been redeemed.'],
  },
  POINT_CAMPAIGN_EXPIRED: {
    status: 422,
    th: ['แคมเปญหมดอายุ', 'แคมเปญสะสมแต้มนี้สิ้นสุดแล้ว'],
    en: ['Campaign ended', 'Point campaign is expired'],
  },
  POINT_CAMPAIGN_NOT_STARTED: {
    status: 422,
    th: ['แคมเปญยังไม่เริ่ม', 'แคมเปญสะสมแต้มนี้ยังไม่เริ่ม กรุณาลองใหม่ภายหลัง'],
    en: ['Campaign not started', 'Point campaign has not started yet'],
  },
  PRIVILEGE_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบสิทธิพิเศษ', 'สิทธิพิเศษนี้ไม่มีอยู่หรือปิดให้บริการแล้ว'],
    en: ['Privilege not found', 'This privilege does not exist or is no longer offered.'],
  },
  PRIVILEGE_NOT_STARTED: {
    status: 422,
    th: ['ยังไม่ถึงเวลาแลกสิทธิ์', 'สิทธิพิเศษนี้ยังไม่เปิดให้แลก กรุณารอถึงวันที่เริ่มต้น'],
    en: ['Not open yet', 'This privilege cannot be redeemed before its start date.'],
  },
  PRIVILEGE_EXPIRED: {
    status: 422,
    th: ['สิทธิพิเศษหมดอายุ', 'สิทธิพิเศษนี้หมดเขตการแลกแล้ว'],
    en: ['Privilege expired', 'This privilege can no longer be redeemed.'],
  },
  PRIVILEGE_OUT_OF_STOCK: {
    status: 422,
    th: ['สิทธิ์เต็มแล้ว', 'สิทธิพิเศษนี้ถูกแลกครบจำนวนแล้ว'],
    en: ['Fully redeemed', 'No units of this privilege are left.'],
  },
  PRIVILEGE_LIMIT_REACHED: {
    status: 422,
    th: ['ใช้สิทธิ์ครบแล้ว', 'คุณแลกสิทธิพิเศษนี้ครบจำนวนที่กำหนดแล้ว'],
    en: ['Limit reached', 'You have redeemed this privilege as many times as allowed.'],
  },
  PACKAGE_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบแพ็กเกจ', 'แพ็กเกจนี้ไม่มีอยู่หรือปิดการขายแล้ว'],
    en: ['Package not found', 'This package does not exist or is no longer sold.'],
  },
  PACKAGE_NOT_STARTED: {
    status: 422,
    th: ['ยังไม่เปิดขายแพ็กเกจ', 'แพ็กเกจนี้ยังไม่เปิดขาย กรุณารอถึงวันที่เริ่มต้น'],
    en: ['Not on sale yet', 'This package cannot be bought before its start date.'],
  },
  PACKAGE_EXPIRED: {
    status: 422,
    th: ['หมดเขตการขายแพ็กเกจ', 'แพ็กเกจนี้ปิดการขายแล้ว'],
    en: ['Sale ended', 'This package can no longer be bought.'],
  },
  PACKAGE_OUT_OF_STOCK: {
    status: 422,
    th: ['แพ็กเกจหมดแล้ว', 'แพ็กเกจนี้ถูกซื้อครบจำนวนแล้ว'],
    en: ['Sold out', 'No packages of this kind are left.'],
  },
  PACKAGE_LIMIT_REACHED: {
    status: 422,
    th: ['ซื้อครบจำนวนแล้ว', 'คุณซื้อแพ็กเกจนี้ครบจำนวนที่กำหนดแล้ว'],
    en: ['Limit reached', 'You have bought this package as many times as allowed.'],
  },
  PACKAGE_USED_UP: {
    status: 422,
    th: ['ใช้สิทธิ์ครบแล้ว', 'แพ็กเกจนี้ถูกใช้ครบทุกสิทธิ์แล้ว'],
    en: ['No uses left', 'Every use of this package has been taken.'],
  },
  PACKAGE_PURCHASE_EXPIRED: {
    status: 422,
    th: ['แพ็กเกจหมดอายุ', 'แพ็กเกจนี้หมดอายุการใช้งานแล้ว'],
    en: ['Package expired', 'This package can no longer be used.'],
  },
  TRANSACTION_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบรายการ', 'ไม่พบรายการที่ระบุในประวัติของคุณ'],
    en: ['Transaction not found', 'This transaction is not in your history.'],
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    th: ['รายการซ้ำไม่ตรงกัน', 'รหัสรายการนี้ถูกใช้กับข้อมูลอื่นแล้ว กรุณาเริ่มรายการใหม่'],
    en: ['Idempotency key reused', 'This Idempotency-Key was already used with another request.'],
  },
  PDPA_POLICY_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบนโยบายความเป็นส่วนตัว', 'แบรนด์นี้ยังไม่มีนโยบายความเป็นส่วนตัว'],
    en: ['Privacy policy not found', 'This brand has no privacy policy yet.'],
  },
  PDPA_POLICY_MISMATCH: {
    status: 409,
    th: ['นโยบายความเป็นส่วนตัวมีการเปลี่ยนแปลง', 'กรุณาอ่านนโยบายฉบับล่าสุดแล้วลองใหม่อีกครั้ง'],
    en: ['Privacy policy changed', 'Please read the latest privacy policy and try again.'],
  },
  CONSENT_WITHDRAWN: {
    status: 403,
    th: [
      'คุณได้ยกเลิกความยินยอมแล้ว',
      'ไม่สามารถสะสมหรือใช้แต้มและสิทธิพิเศษได้ เนื่องจากคุณได้ยกเลิกความยินยอมตามนโยบายความเป็นส่วนตัว กรุณาให้ความยินยอมอีกครั้งเพื่อใช้งานต่อ',
    ],
    en: [
      'Consent withdrawn',
      'You withdrew your consent to the privacy policy, so points and privileges cannot be collected or used. Give your consent again to continue.',
    ],
  },
  CONSENT_REQUIRED: {
    status: 403,
    th: ['กรุณาให้ความยินยอม', 'กรุณาให้ความยินยอมตามนโยบายความเป็นส่วนตัวก่อนสะสมหรือใช้แต้มและสิทธิพิเศษ'],
    en: [
      'Consent needed',
      'Please accept the privacy policy before collecting or using points and privileges.',
    ],
  },
  SMS_CONSENT_LINK_INVALID: {
    status: 400,
    th: ['ลิงก์ไม่ถูกต้อง', 'ลิงก์ให้ความยินยอมนี้ไม่ถูกต้อง กรุณาใช้ลิงก์จาก SMS ล่าสุด'],
    en: ['Invalid link', 'This consent link is not valid; please use the latest SMS.'],
  },
  SMS_CONSENT_LINK_EXPIRED: {
    status: 410,
    th: ['ลิงก์หมดอายุ', 'ลิงก์ให้ความยินยอมนี้หมดอายุแล้ว'],
    en: ['Link expired', 'This consent link has expired.'],
  },
  SMS_CONSENT_LINK_USED: {
    status: 409,
    th: ['ลิงก์ถูกใช้แล้ว', 'ลิงก์ให้ความยินยอมนี้ถูกใช้ไปแล้ว'],
    en: ['Link already used', 'This consent link has already been used.'],
  },
  CUSTOM_FIELD_INVALID: {
    status: 400,
    th: ['ข้อมูลเพิ่มเติมไม่ถูกต้อง', 'กรุณาตรวจสอบข้อมูลเพิ่มเติมแล้วลองใหม่อีกครั้ง'],
    en: ['Invalid custom fields', 'Please check the additional information and try again.'],
  },
  ADDRESS_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบข้อมูลที่อยู่', 'ไม่พบจังหวัด อำเภอ หรือตำบลที่เลือก'],
    en: ['Address not found', 'The selected province, district or sub-district does not exist.'],
  },
  ADDRESS_INVALID: {
    status: 400,
    th: ['ที่อยู่ไม่ถูกต้อง', 'จังหวัด อำเภอ ตำบล และรหัสไปรษณีย์ไม่สัมพันธ์กัน'],
    en: ['Invalid address', 'The province, district, sub-district and postal code do not match.'],
  },
  IMAGE_UNSUPPORTED: {
    status: 415,
    th: ['ไม่รองรับไฟล์นี้', 'กรุณาเลือกรูปภาพ JPEG, PNG, WebP หรือ HEIF'],
    en: ['Unsupported image', 'Please choose a JPEG, PNG, WebP or HEIF image.'],
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    th: ['รูปภาพมีขนาดใหญ่เกินไป', 'กรุณาเลือกรูปภาพขนาดไม่เกิน 5 MB'],
    en: ['Image too large', 'Please choose an image of at most 5 MB.'],
  },
  // Sign-in. {name} marks a value the sign-in modules fill in (see modules/auth/errors.ts).
  OTP_REF_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบรหัส OTP', 'ไม่พบรหัสอ้างอิงนี้สำหรับหมายเลขนี้ กรุณาขอรหัส OTP ใหม่'],
    en: [
      'OTP not found',
      'No code with this reference was sent to this number; please request a new one.',
    ],
  },
  OTP_INVALID: {
    status: 400,
    th: ['รหัส OTP ไม่ถูกต้อง', 'กรุณาตรวจสอบรหัสแล้วลองใหม่ (เหลืออีก {remaining} ครั้ง)'],
    en: ['Wrong OTP', 'Please check the code and try again ({remaining} tries left).'],
  },
  OTP_EXPIRED: {
    status: 410,
    th: ['รหัส OTP หมดอายุ', 'รหัสนี้หมดอายุหรือมีการขอรหัสใหม่แล้ว กรุณาขอรหัส OTP ใหม่'],
    en: [
      'OTP expired',
      'This code has expired or a newer one was sent; please request a new code.',
    ],
  },
  OTP_USED: {
    status: 409,
    th: ['รหัส OTP ถูกใช้แล้ว', 'รหัสนี้ถูกใช้ไปแล้ว กรุณาขอรหัส OTP ใหม่'],
    en: ['OTP already used', 'This code has already been used; please request a new one.'],
  },
  OTP_TOO_MANY_ATTEMPTS: {
    status: 429,
    th: ['กรอกรหัส OTP ผิดเกินกำหนด', 'รหัสนี้ใช้ไม่ได้แล้ว กรุณาขอรหัส OTP ใหม่'],
    en: ['Too many wrong codes', 'This code no longer works; please request a new one.'],
  },
  OTP_RATE_LIMITED: {
    status: 429,
    th: ['ขอรหัส OTP เกินกำหนด', 'หมายเลขนี้ขอรหัส OTP ครบจำนวนแล้ว กรุณาลองใหม่ในอีก {minutes} นาที'],
    en: [
      'Too many codes',
      'This number has had too many codes; please try again in {minutes} minutes.',
    ],
  },
  OTP_RESEND_TOO_SOON: {
    status: 429,
    th: ['กรุณารอสักครู่', 'ขอรหัส OTP ใหม่ได้อีกครั้งในอีก {seconds} วินาที'],
    en: ['Please wait', 'You can ask for a new code in {seconds} seconds.'],
  },
  AUTH_TOKEN_INVALID: {
    status: 400,
    th: ['การยืนยันเบอร์โทรศัพท์หมดอายุ', 'กรุณายืนยันเบอร์โทรศัพท์ด้วยรหัส OTP อีกครั้ง'],
    en: ['Verification expired', 'Please verify your phone number with a new OTP.'],
  },
  MEMBER_EXISTS: {
    status: 409,
    th: ['เป็นสมาชิกอยู่แล้ว', 'หมายเลขนี้เป็นสมาชิกแล้ว กรุณาเข้าสู่ระบบ'],
    en: ['Already a member', 'This number is already a member; please sign in.'],
  },
  MEMBER_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบสมาชิก', 'หมายเลขนี้ยังไม่ได้เป็นสมาชิก กรุณาสมัครสมาชิก'],
    en: ['Not a member', 'This number is not a member yet; please register.'],
  },
  PIN_INVALID: {
    status: 400,
    th: ['รหัส PIN ไม่ถูกต้อง', 'กรุณาลองใหม่อีกครั้ง (เหลืออีก {remaining} ครั้ง)'],
    en: ['Wrong PIN', 'Please try again ({remaining} tries left).'],
  },
  PIN_LOCKED: {
    status: 423,
    th: [
      'รหัส PIN ถูกระงับชั่วคราว',
      'กรอกรหัส PIN ผิดเกินกำหนด กรุณาลองใหม่หลังเวลา {until} น. หรือตั้งรหัส PIN ใหม่ที่เมนูลืมรหัส PIN',
    ],
    en: [
      'PIN locked',
      'Too many wrong PINs. Try again after {until} (Bangkok time), or set a new PIN with forgot PIN.',
    ],
  },
  PIN_NOT_SET: {
    status: 409,
    th: ['ยังไม่ได้ตั้งรหัส PIN', 'กรุณาเข้าสู่ระบบด้วยรหัส OTP หรือตั้งรหัส PIN ที่เมนูลืมรหัส PIN'],
    en: ['No PIN set', 'Please sign in with an OTP, or set a PIN through forgot PIN.'],
  },
  PIN_REQUIRED: {
    status: 400,
    th: ['กรุณากรอกรหัส PIN เดิม', 'ต้องยืนยันรหัส PIN เดิมก่อนตั้งรหัส PIN ใหม่'],
    en: ['Current PIN required', 'Enter your current PIN to set a new one.'],
  },
  PIN_TOO_WEAK: {
    status: 400,
    th: ['รหัส PIN คาดเดาง่ายเกินไป', 'ห้ามใช้ตัวเลขเดียวกันทั้งหมดหรือตัวเลขเรียงกัน เช่น 111111 หรือ 123456'],
    en: [
      'PIN too easy to guess',
      'Do not use one digit six times or a run such as 123456 or 654321.',
    ],
  },
  PIN_UNCHANGED: {
    status: 400,
    th: ['รหัส PIN ซ้ำกับรหัสเดิม', 'กรุณาตั้งรหัส PIN ใหม่ที่ไม่ซ้ำกับรหัสเดิม'],
    en: ['Same PIN', 'Choose a new PIN that differs from the current one.'],
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    th: ['ทำรายการเกินจำนวนครั้งที่กำหนด', 'เพื่อความปลอดภัย กรุณาลองใหม่ในอีก {minutes} นาที'],
    en: ['Too many attempts', 'For your security, please try again in {minutes} minutes.'],
  },
  SMS_SEND_FAILED: {
    status: 502,
    th: ['ส่ง SMS ไม่สำเร็จ', 'ไม่สามารถส่งข้อความได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง'],
    en: ['SMS not sent', 'The message could not be sent right now; please try again.'],
  },
  LINE_LOGIN_UNAVAILABLE: {
    status: 404,
    th: ['ไม่สามารถเข้าสู่ระบบด้วย LINE ได้', 'แบรนด์นี้ไม่ได้เปิดให้เข้าสู่ระบบด้วย LINE กรุณาใช้เบอร์โทรศัพท์'],
    en: [
      'LINE login unavailable',
      'This brand does not offer LINE login; please use your phone number.',
    ],
  },
  LINE_LOGIN_CANCELLED: {
    status: 400,
    th: ['ยกเลิกการเข้าสู่ระบบด้วย LINE', 'การเข้าสู่ระบบด้วย LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง'],
    en: ['LINE login cancelled', 'LINE login was not completed; please try again.'],
  },
  LINE_STATE_INVALID: {
    status: 400,
    th: ['การเข้าสู่ระบบด้วย LINE หมดอายุ', 'ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้หรือถูกใช้ไปแล้ว กรุณาเริ่มเข้าสู่ระบบใหม่'],
    en: [
      'LINE login expired',
      'This sign-in link is invalid, expired or already used; please start again.',
    ],
  },
  LINE_TOKEN_FAILED: {
    status: 502,
    th: ['เข้าสู่ระบบด้วย LINE ไม่สำเร็จ', 'ไม่สามารถยืนยันการเข้าสู่ระบบกับ LINE ได้ กรุณาลองใหม่อีกครั้ง'],
    en: ['LINE login failed', 'LINE did not confirm the sign-in; please try again.'],
  },
  LINE_ID_TOKEN_INVALID: {
    status: 400,
    th: ['ยืนยันตัวตนจาก LINE ไม่สำเร็จ', 'ข้อมูลยืนยันตัวตนจาก LINE ไม่ถูกต้อง กรุณาเริ่มเข้าสู่ระบบใหม่'],
    en: [
      'Invalid LINE identity',
      'The identity LINE returned could not be verified; please start again.',
    ],
  },
  LINE_IDENTITY_INVALID: {
    status: 400,
    th: ['ข้อมูลบัญชี LINE หมดอายุ', 'กรุณาเข้าสู่ระบบด้วย LINE อีกครั้ง'],
    en: ['LINE sign-in expired', 'Please sign in with LINE again.'],
  },
  LINE_ALREADY_LINKED: {
    status: 409,
    th: ['บัญชี LINE ถูกเชื่อมต่อแล้ว', 'บัญชี LINE หรือหมายเลขนี้เชื่อมต่อกับสมาชิกอื่นอยู่แล้ว'],
    en: [
      'LINE account already linked',
      'This LINE account or number is already linked to another member.',
    ],
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
