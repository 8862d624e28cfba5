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
  QR_CODE_EXPIRED: {
    status: 422,
    th: ['รหัสหมดอายุ', 'รหัสนี้หมดอายุแล้ว ไม่สามารถใช้สะสมแต้มได้'],
    en: ['Code expired', 'This code has expired and can no longer earn points.'],
  },
  // Tiers (console)
  TIER_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบระดับสมาชิก', 'ไม่พบระดับสมาชิกนี้ในแบรนด์ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง'],
    en: ['Tier not found', "This tier is not one of the brand's; please reload and try again."],
  },
  TIER_IN_USE: {
    status: 409,
    th: ['ยังมีสมาชิกในระดับนี้', 'ลบระดับที่ยังมีสมาชิกอยู่ไม่ได้ กรุณาคงระดับนี้ไว้'],
    en: ['Tier still held', 'A tier members still hold cannot be removed; please keep it.'],
  },
  TIER_ORDER_GAP: {
    status: 400,
    th: ['ลำดับระดับไม่ต่อเนื่อง', 'ลำดับของระดับต้องเรียงเป็น 1, 2, 3 … ไม่ข้ามและไม่ซ้ำ'],
    en: ['Tier order has gaps', 'Tier ranks must run 1, 2, 3 … with none skipped or repeated.'],
  },
  TIER_DUPLICATE: {
    status: 400,
    th: ['ระดับซ้ำกัน', 'แต่ละระดับและรหัสระดับต้องมีเพียงครั้งเดียว'],
    en: ['Tier repeated', 'Each tier and each tier code may appear only once.'],
  },
  TIER_THRESHOLD_NEGATIVE: {
    status: 400,
    th: ['เกณฑ์ติดลบ', 'เกณฑ์ของระดับต้องเป็น 0 ขึ้นไป'],
    en: ['Negative threshold', 'Tier thresholds must be 0 or more.'],
  },
  TIER_PERIOD_CONFLICT: {
    status: 400,
    th: ['ระยะเวลาซ้อนกัน', 'เลือกระยะเวลาของเงื่อนไขได้แบบเดียว: ทุกกี่วัน หรือถึงวันที่กำหนด'],
    en: ['Two periods', 'A condition counts either every so many days or up to a date, not both.'],
  },
  TIER_ENTRY_CRITERIA: {
    status: 400,
    th: ['ระดับแรกไม่มีเกณฑ์', 'ระดับแรกคือระดับที่สมาชิกทุกคนเริ่มต้น จึงไม่มีเกณฑ์เลื่อนขึ้น'],
    en: [
      'Entry tier has no criteria',
      'Every member starts on the entry tier, so it has no criteria to reach it.',
    ],
  },
  TIER_CONDITION_REQUIRED: {
    status: 400,
    th: ['ยังไม่มีเงื่อนไข', 'เกณฑ์ต้องมีอย่างน้อยหนึ่งเงื่อนไข: ยอดใช้จ่าย จำนวนครั้ง หรือแต้มสะสม'],
    en: ['No condition', 'Criteria need at least one condition: spending, visits or points.'],
  },
  TIER_EASIER_THAN_LOWER: {
    status: 400,
    th: ['ระดับสูงกว่าง่ายกว่า', 'ระดับที่สูงกว่าต้องมีเกณฑ์ไม่น้อยกว่าระดับที่ต่ำกว่าในทุกเงื่อนไขที่ระดับต่ำกว่ากำหนด'],
    en: [
      'Higher tier is easier',
      'A higher tier must ask at least as much as the tier below it, on every condition that tier asks.',
    ],
  },
  // Earning (console)
  CAMPAIGN_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบแคมเปญ', 'ไม่พบแคมเปญนี้ในแบรนด์'],
    en: ['Campaign not found', "This campaign is not one of the brand's."],
  },
  CAMPAIGN_DATES_OUT_OF_ORDER: {
    status: 400,
    th: ['วันที่ไม่ถูกต้อง', 'วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น'],
    en: ['Dates out of order', 'The last day cannot come before the first day.'],
  },
  BILL_CODE_BATCH_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบชุดรหัส', 'ไม่พบชุดรหัสใบเสร็จนี้ในแบรนด์'],
    en: ['Batch not found', "This batch of bill codes is not one of the brand's."],
  },
  BILL_CODE_EXPIRY_PAST: {
    status: 400,
    th: ['วันหมดอายุผ่านไปแล้ว', 'วันสุดท้ายที่ใช้รหัสได้ต้องเป็นวันนี้หรือหลังจากนี้'],
    en: ['Expiry in the past', 'The last day the codes work must be today or later.'],
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
  // Privacy policy versions (console).
  PDPA_VERSION_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบนโยบายฉบับนี้', 'ไม่พบนโยบายความเป็นส่วนตัวฉบับนี้ในแบรนด์ของคุณ'],
    en: ['Version not found', "This privacy policy version is not one of your brand's."],
  },
  PDPA_DRAFT_EXISTS: {
    status: 409,
    th: ['มีฉบับร่างอยู่แล้ว', 'แบรนด์มีนโยบายฉบับร่างอยู่แล้ว กรุณาแก้ไขหรือเผยแพร่ฉบับร่างนั้นก่อน'],
    en: ['A draft exists', 'There is already a draft version: edit or publish it first.'],
  },
  PDPA_VERSION_PUBLISHED: {
    status: 409,
    th: [
      'ฉบับที่เผยแพร่แล้วแก้ไขไม่ได้',
      'นโยบายที่เผยแพร่แล้วคือสิ่งที่สมาชิกให้ความยินยอม จึงแก้ไขไม่ได้ กรุณาสร้างฉบับใหม่แทน',
    ],
    en: [
      'Published versions do not change',
      'Members consented to the published text, so it cannot change: write a new version instead.',
    ],
  },
  PDPA_REFERENCE_TAKEN: {
    status: 409,
    th: ['รหัสอ้างอิงซ้ำ', 'รหัสอ้างอิงนี้ใช้กับนโยบายฉบับอื่นแล้ว กรุณาใช้รหัสใหม่'],
    en: ['Reference in use', 'Another version already has this reference; please choose another.'],
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
  // Registration forms (console).
  CUSTOM_FORM_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบแบบฟอร์ม', 'ไม่พบแบบฟอร์มนี้ในแบรนด์ของคุณ'],
    en: ['Form not found', "This form is not one of your brand's."],
  },
  CUSTOM_FIELD_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบช่องข้อมูล', 'ไม่พบช่องข้อมูลนี้ในแบบฟอร์ม'],
    en: ['Field not found', 'This field is not in the form.'],
  },
  CUSTOM_FORM_NAME_TAKEN: {
    status: 409,
    th: ['ชื่อแบบฟอร์มซ้ำ', 'แบรนด์มีแบบฟอร์มชื่อนี้แล้ว กรุณาใช้ชื่ออื่น'],
    en: ['Form name in use', 'Your brand already has a form with this name; choose another.'],
  },
  CUSTOM_FIELD_NAME_TAKEN: {
    status: 409,
    th: ['ชื่อช่องข้อมูลซ้ำ', 'แบบฟอร์มนี้มีช่องข้อมูลชื่อนี้แล้ว กรุณาใช้ชื่ออื่น'],
    en: ['Field name in use', 'This form already has a field with this name; choose another.'],
  },
  CUSTOM_FORM_LIMIT: {
    status: 409,
    th: ['ครบจำนวนแล้ว', 'เพิ่มแบบฟอร์มหรือช่องข้อมูลได้ไม่เกินจำนวนที่กำหนด'],
    en: ['Limit reached', 'No more forms or fields can be added.'],
  },
  CUSTOM_FORM_ORDER_MISMATCH: {
    status: 409,
    th: ['ลำดับไม่ตรงกัน', 'รายการมีการเปลี่ยนแปลงระหว่างนี้ กรุณาโหลดหน้าใหม่แล้วจัดลำดับอีกครั้ง'],
    en: ['Order out of date', 'The list changed meanwhile; please reload and order it again.'],
  },
  CUSTOM_FIELD_TYPE_LOCKED: {
    status: 409,
    th: [
      'เปลี่ยนประเภทไม่ได้',
      'สมาชิกตอบช่องนี้แล้ว จึงเปลี่ยนประเภทไม่ได้ กรุณาปิดใช้งานช่องนี้ (คำตอบเดิมยังเก็บไว้) แล้วเพิ่มช่องใหม่แทน',
    ],
    en: [
      'Type cannot change',
      'Members have answered this field, so its type cannot change. Deactivate it (its answers are kept) and add a new field instead.',
    ],
  },
  CUSTOM_FIELD_CHOICE_IN_USE: {
    status: 409,
    th: [
      'ลบตัวเลือกไม่ได้',
      'มีสมาชิกเลือกตัวเลือกที่จะลบไว้แล้ว กรุณาเก็บตัวเลือกนั้นไว้ หรือปิดใช้งานช่องนี้แล้วเพิ่มช่องใหม่แทน',
    ],
    en: [
      'Choice in use',
      'Members picked a choice you are removing. Keep it, or deactivate the field and add a new one.',
    ],
  },
  CUSTOM_FIELD_ANSWERS_OUTSIDE: {
    status: 409,
    th: [
      'ค่าที่กำหนดไม่ครอบคลุมคำตอบเดิม',
      'มีคำตอบของสมาชิกที่อยู่นอกช่วงหรือไม่ใช่จำนวนเต็มตามที่กำหนดใหม่ กรุณาขยายช่วง หรือปิดใช้งานช่องนี้แล้วเพิ่มช่องใหม่แทน',
    ],
    en: [
      'Bounds exclude answers',
      "Some members' answers fall outside the new bounds or are not whole numbers. Widen the bounds, or deactivate the field and add a new one.",
    ],
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
  // Member imports.
  IMPORT_FILE_UNREADABLE: {
    status: 400,
    th: ['อ่านไฟล์ไม่ได้', 'กรุณาบันทึกไฟล์เป็น CSV (คั่นด้วยจุลภาค) แล้วลองใหม่'],
    en: ['The file could not be read', 'Please save it as CSV (comma separated) and try again.'],
  },
  IMPORT_FILE_EMPTY: {
    status: 400,
    th: ['ไฟล์ไม่มีข้อมูลสมาชิก', 'ไฟล์ต้องมีแถวหัวตารางและข้อมูลสมาชิกอย่างน้อย 1 แถว'],
    en: ['The file has no members', 'It needs a header row and at least one member row.'],
  },
  IMPORT_MOBILE_COLUMN_MISSING: {
    status: 400,
    th: ['ไม่พบคอลัมน์เบอร์มือถือ', 'กรุณาใส่คอลัมน์ mobile_no ในแถวหัวตาราง (ดูไฟล์ตัวอย่าง)'],
    en: [
      'No mobile number column',
      'Please add a mobile_no column to the header row (see the template).',
    ],
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 413,
    th: ['ไฟล์มีจำนวนแถวมากเกินไป', 'นำเข้าได้ครั้งละไม่เกิน 200,000 แถว กรุณาแบ่งไฟล์'],
    en: ['Too many rows', 'Import at most 200,000 rows at a time; please split the file.'],
  },
  IMPORT_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบรายการนำเข้านี้', 'รายการที่ตรวจสอบแล้วแต่ไม่ได้นำเข้าจะถูกลบหลัง 24 ชั่วโมง กรุณาอัปโหลดไฟล์อีกครั้ง'],
    en: [
      'Import not found',
      'Checked files not imported are dropped after 24 hours; please upload it again.',
    ],
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
  LINE_ID_TOKEN_EXPIRED: {
    status: 400,
    th: ['การยืนยันตัวตนจาก LINE หมดอายุ', 'กรุณาปิดแล้วเปิดแอปใน LINE ใหม่อีกครั้ง'],
    en: ['LINE sign-in expired', 'Please close the app in LINE and open it again.'],
  },
  LINE_LINKED_TO_OTHER_MEMBER: {
    status: 409,
    th: [
      'บัญชี LINE นี้เป็นของสมาชิกอื่น',
      'บัญชี LINE นี้เชื่อมต่อกับสมาชิกอีกคนหนึ่งอยู่แล้ว กรุณาเข้าสู่ระบบด้วยบัญชีนั้น หรือติดต่อแบรนด์',
    ],
    en: [
      'LINE account belongs to another member',
      'This LINE account is already linked to another member; sign in with that account or contact the brand.',
    ],
  },
  MEMBER_HAS_OTHER_LINE: {
    status: 409,
    th: ['บัญชีนี้เชื่อมต่อ LINE อื่นอยู่แล้ว', 'บัญชีสมาชิกของคุณเชื่อมต่อกับบัญชี LINE อื่นอยู่แล้ว'],
    en: [
      'Already linked to another LINE account',
      'Your membership is already linked to a different LINE account.',
    ],
  },
  // Operators: the console's and the counter's sign-in, accounts and team.
  OPERATOR_LOGIN_FAILED: {
    status: 401,
    th: ['ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', 'กรุณาตรวจสอบชื่อผู้ใช้และรหัสผ่านแล้วลองใหม่อีกครั้ง'],
    en: ['Wrong login or password', 'Please check your login and password and try again.'],
  },
  OPERATOR_TOTP_REQUIRED: {
    status: 401,
    th: ['กรุณากรอกรหัสยืนยันตัวตน', 'กรอกรหัส 6 หลักจากแอปยืนยันตัวตน หรือรหัสกู้คืนบัญชี'],
    en: [
      'Enter your authenticator code',
      'Enter the 6-digit code from your authenticator app, or a recovery code.',
    ],
  },
  OPERATOR_TOTP_INVALID: {
    status: 401,
    th: ['รหัสยืนยันตัวตนไม่ถูกต้อง', 'รหัสนี้ไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณากรอกรหัสใหม่จากแอปยืนยันตัวตน'],
    en: [
      'Wrong authenticator code',
      'This code is wrong or was already used; enter a new code from your authenticator app.',
    ],
  },
  OPERATOR_PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    th: ['กรุณาเปลี่ยนรหัสผ่าน', 'รหัสผ่านนี้ใช้ได้ครั้งเดียว กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งานต่อ'],
    en: ['Change your password', 'This password works once: choose a new password to go on.'],
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    th: ['รหัสผ่านสั้นเกินไป', 'รหัสผ่านต้องมีอย่างน้อย {min} ตัวอักษร'],
    en: ['Password too short', 'A password needs at least {min} characters.'],
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    th: ['รหัสผ่านคาดเดาง่ายเกินไป', 'รหัสผ่านนี้อยู่ในรายการรหัสผ่านที่ใช้กันทั่วไป กรุณาเลือกรหัสผ่านอื่น'],
    en: [
      'Password too common',
      'This password is on a list of common passwords; please choose another.',
    ],
  },
  PASSWORD_CURRENT_WRONG: {
    status: 400,
    th: ['รหัสผ่านปัจจุบันไม่ถูกต้อง', 'กรุณากรอกรหัสผ่านปัจจุบันให้ถูกต้อง'],
    en: ['Current password wrong', 'Please enter your current password correctly.'],
  },
  PASSWORD_UNCHANGED: {
    status: 400,
    th: ['รหัสผ่านซ้ำกับรหัสเดิม', 'กรุณาตั้งรหัสผ่านใหม่ที่ไม่ซ้ำกับรหัสผ่านปัจจุบัน'],
    en: ['Same password', 'Choose a new password that differs from the current one.'],
  },
  TOTP_CODE_INVALID: {
    status: 400,
    th: ['รหัสยืนยันตัวตนไม่ถูกต้อง', 'กรุณากรอกรหัส 6 หลักล่าสุดจากแอปยืนยันตัวตน'],
    en: ['Wrong code', 'Enter the latest 6-digit code from your authenticator app.'],
  },
  TOTP_NOT_ENROLLED: {
    status: 409,
    th: ['ยังไม่ได้เริ่มตั้งค่าการยืนยันตัวตน', 'กรุณาเริ่มตั้งค่าแอปยืนยันตัวตนก่อนยืนยันรหัส'],
    en: ['No authenticator set up', 'Set up an authenticator app before confirming a code.'],
  },
  TOTP_ALREADY_ENABLED: {
    status: 409,
    th: ['เปิดการยืนยันตัวตนอยู่แล้ว', 'บัญชีนี้เปิดการยืนยันตัวตนสองขั้นตอนอยู่แล้ว'],
    en: ['Authenticator already on', 'Two-step verification is already on for this account.'],
  },
  TOTP_NOT_ENABLED: {
    status: 409,
    th: ['ยังไม่ได้เปิดการยืนยันตัวตน', 'บัญชีนี้ยังไม่ได้เปิดการยืนยันตัวตนสองขั้นตอน'],
    en: ['Authenticator off', 'Two-step verification is not on for this account.'],
  },
  OPERATOR_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบผู้ใช้งาน', 'ไม่พบผู้ใช้งานนี้ในแบรนด์ของคุณ'],
    en: ['Operator not found', 'This operator is not in your brand.'],
  },
  OPERATOR_LOGIN_TAKEN: {
    status: 409,
    th: ['ชื่อผู้ใช้ถูกใช้แล้ว', 'ชื่อผู้ใช้นี้มีผู้ใช้งานแล้ว กรุณาเลือกชื่ออื่น'],
    en: ['Login taken', 'This login is already in use; please choose another.'],
  },
  OPERATOR_OWNER_ONLY: {
    status: 403,
    th: ['เฉพาะเจ้าของแบรนด์', 'เฉพาะเจ้าของแบรนด์เท่านั้นที่เพิ่มหรือแก้ไขบัญชีเจ้าของแบรนด์ได้'],
    en: ['Owners only', 'Only an owner can create or change an owner.'],
  },
  OPERATOR_LAST_OWNER: {
    status: 409,
    th: ['ต้องมีเจ้าของแบรนด์อย่างน้อยหนึ่งคน', 'ไม่สามารถปิดหรือเปลี่ยนบทบาทของเจ้าของแบรนด์คนสุดท้ายได้'],
    en: ['Last owner', "The brand's last owner cannot be disabled or given another role."],
  },
  OPERATOR_SELF_CHANGE: {
    status: 409,
    th: [
      'ไม่สามารถแก้ไขบัญชีของตนเองได้',
      'ไม่สามารถปิด เปลี่ยนบทบาท หรือรีเซ็ตรหัสผ่านของบัญชีตนเองได้ กรุณาให้ผู้ดูแลคนอื่นดำเนินการ',
    ],
    en: [
      'Not on yourself',
      'You cannot disable, change the role of, or reset your own account; ask another owner or admin.',
    ],
  },
  OPERATOR_BRANCHES_INVALID: {
    status: 400,
    th: [
      'สาขาไม่ถูกต้อง',
      'ผู้จัดการและแคชเชียร์ต้องมีอย่างน้อยหนึ่งสาขา ส่วนเจ้าของแบรนด์และผู้ดูแลดูแลทุกสาขาโดยไม่ต้องเลือกสาขา',
    ],
    en: [
      'Wrong branches',
      'Managers and cashiers need at least one branch; owners and admins work for every branch and take none.',
    ],
  },
  BRANCH_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบสาขา', 'ไม่พบสาขานี้ในแบรนด์ของคุณ หรือสาขาปิดใช้งานแล้ว'],
    en: ['Branch not found', 'This branch is not in your brand, or it is inactive.'],
  },
  BRANCH_REF_TAKEN: {
    status: 409,
    th: ['รหัสสาขาซ้ำ', 'รหัสสาขานี้มีอยู่แล้วในแบรนด์ของคุณ'],
    en: ['Branch ref taken', 'Your brand already has a branch with this ref.'],
  },
  SESSION_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบการเข้าสู่ระบบ', 'ไม่พบการเข้าสู่ระบบนี้ หรือสิ้นสุดไปแล้ว'],
    en: ['Session not found', 'This session does not exist or has already ended.'],
  },
  // Catalogue (console). The contract's schemas name most of these (see plugins/errors.ts).
  CATALOGUE_NAME_REQUIRED: {
    status: 400,
    th: ['ยังไม่มีชื่อ', 'กรุณาใส่ชื่อภาษาไทย'],
    en: ['Name missing', 'Please enter the Thai name.'],
  },
  OFFER_POINTS_INVALID: {
    status: 400,
    th: ['แต้มไม่ถูกต้อง', 'แต้มต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 1,000,000'],
    en: ['Invalid points', 'Points must be a whole number from 0 to 1,000,000.'],
  },
  OFFER_DATE_INVALID: {
    status: 400,
    th: ['วันที่ไม่ถูกต้อง', 'กรุณาเลือกวันที่'],
    en: ['Invalid date', 'Please pick a date.'],
  },
  OFFER_DATES_OUT_OF_ORDER: {
    status: 400,
    th: ['วันที่ไม่ถูกต้อง', 'วันสุดท้ายต้องอยู่หลังวันที่เริ่ม'],
    en: ['Dates out of order', 'The last day must come after the first day.'],
  },
  OFFER_STOCK_INVALID: {
    status: 400,
    th: ['จำนวนไม่ถูกต้อง', 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 1,000,000 หรือไม่จำกัด'],
    en: ['Invalid stock', 'The stock must be a whole number from 0 to 1,000,000, or unlimited.'],
  },
  OFFER_STOCK_BELOW_ISSUED: {
    status: 409,
    th: ['จำนวนน้อยกว่าที่แลกไปแล้ว', 'แลกไปแล้ว {issued} สิทธิ์ จำนวนทั้งหมดต้องไม่น้อยกว่านี้'],
    en: ['Stock below what was taken', '{issued} were already taken; the stock cannot be less.'],
  },
  OFFER_LIMIT_INVALID: {
    status: 400,
    th: ['จำกัดต่อสมาชิกไม่ถูกต้อง', 'จำกัดต่อสมาชิกต้องอยู่ระหว่าง 1 ถึง 1,000 หรือไม่จำกัด'],
    en: ['Invalid limit', 'The limit per member must be from 1 to 1,000, or none.'],
  },
  CODE_MINUTES_INVALID: {
    status: 400,
    th: ['เวลาใช้รหัสไม่ถูกต้อง', 'รหัสใช้ได้ตั้งแต่ 1 นาทีถึง 365 วัน'],
    en: ['Invalid code time', 'A code can last from 1 minute to 365 days.'],
  },
  PACKAGE_USES_INVALID: {
    status: 400,
    th: ['จำนวนครั้งไม่ถูกต้อง', 'จำนวนครั้งที่ใช้ได้ต่อแพ็กเกจต้องอยู่ระหว่าง 1 ถึง 100'],
    en: ['Invalid uses', 'A package holds 1 to 100 uses.'],
  },
  PACKAGE_DAYS_INVALID: {
    status: 400,
    th: ['จำนวนวันไม่ถูกต้อง', 'ใช้ได้ภายใน 1 ถึง 3,650 วันหลังซื้อ หรือไม่จำกัด'],
    en: [
      'Invalid days',
      'A package can be used for 1 to 3,650 days after it is bought, or without limit.',
    ],
  },
  CATEGORY_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบหมวดหมู่', 'ไม่พบหมวดหมู่นี้ในแบรนด์ของคุณ'],
    en: ['Category not found', "This category is not one of your brand's."],
  },
  CATEGORY_UNKNOWN: {
    status: 400,
    th: ['หมวดหมู่ไม่ถูกต้อง', 'หมวดหมู่ที่เลือกไม่ใช่ของแบรนด์นี้ กรุณาโหลดหน้าใหม่แล้วเลือกอีกครั้ง'],
    en: [
      'Unknown category',
      "The chosen category is not one of this brand's; please reload and choose again.",
    ],
  },
  TIER_UNKNOWN: {
    status: 400,
    th: ['ระดับสมาชิกไม่ถูกต้อง', 'ระดับสมาชิกที่เลือกไม่ใช่ของแบรนด์นี้ กรุณาโหลดหน้าใหม่แล้วเลือกอีกครั้ง'],
    en: [
      'Unknown tier',
      "A chosen tier is not one of this brand's; please reload and choose again.",
    ],
  },
  CATEGORY_ORDER_MISMATCH: {
    status: 409,
    th: ['ลำดับหมวดหมู่ไม่ตรงกัน', 'หมวดหมู่มีการเปลี่ยนแปลงระหว่างนี้ กรุณาโหลดหน้าใหม่แล้วจัดลำดับอีกครั้ง'],
    en: [
      'Order out of date',
      'The categories changed meanwhile; please reload and order them again.',
    ],
  },
  // Brand look (console). COLOR_INVALID, SIGN_IN_METHOD_REQUIRED and BANNER_SLIDES_REQUIRED are
  // named by the contract's schemas (see plugins/errors.ts).
  COLOR_INVALID: {
    status: 400,
    th: ['สีไม่ถูกต้อง', 'กรุณาใส่รหัสสีแบบ #RRGGBB เช่น #6F4E37'],
    en: ['Invalid colour', 'Please enter a colour as #RRGGBB, for example #6F4E37.'],
  },
  SIGN_IN_METHOD_REQUIRED: {
    status: 400,
    th: [
      'ต้องเปิดอย่างน้อยหนึ่งช่องทาง',
      'สมาชิกต้องเข้าสู่ระบบและสมัครสมาชิกได้อย่างน้อยหนึ่งช่องทาง คือเบอร์โทรศัพท์หรือ LINE',
    ],
    en: [
      'At least one way is needed',
      'Members need at least one way to sign in and one to register: phone or LINE.',
    ],
  },
  BANNER_SLIDES_REQUIRED: {
    status: 400,
    th: ['แบนเนอร์ยังไม่มีรูป', 'กรุณาเลือกรูปให้ส่วนแบนเนอร์อย่างน้อยหนึ่งรูป'],
    en: ['Banner without pictures', 'Please choose at least one picture for each banner section.'],
  },
  IMAGE_REQUIRED: {
    status: 400,
    th: ['ยังไม่ได้เลือกรูป', 'กรุณาเลือกไฟล์รูปภาพ JPEG, PNG, WebP หรือ HEIF'],
    en: ['No picture', 'Please choose a JPEG, PNG, WebP or HEIF image file.'],
  },
  BRAND_IMAGE_UNKNOWN: {
    status: 400,
    th: ['ไม่พบรูปภาพ', 'รูปที่เลือกไม่ใช่รูปของแบรนด์นี้หรือถูกลบไปแล้ว กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง'],
    en: [
      'Picture not found',
      "A chosen picture is not one of this brand's or was removed; please reload and try again.",
    ],
  },
  GALLERY_FULL: {
    status: 409,
    th: ['รูปครบจำนวนแล้ว', 'เพิ่มรูปได้ไม่เกิน {max} รูป กรุณาลบรูปเดิมก่อน'],
    en: ['No room for more', 'At most {max} pictures; please remove one first.'],
  },
  GALLERY_ORDER_MISMATCH: {
    status: 409,
    th: ['ลำดับรูปไม่ตรงกัน', 'รูปมีการเปลี่ยนแปลงระหว่างนี้ กรุณาโหลดหน้าใหม่แล้วจัดลำดับอีกครั้ง'],
    en: [
      'Order out of date',
      'The pictures changed meanwhile; please reload and order them again.',
    ],
  },
  SIDE_MENU_MISMATCH: {
    status: 409,
    th: ['เมนูไม่ตรงกัน', 'รายการเมนูมีการเปลี่ยนแปลงระหว่างนี้ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง'],
    en: ['Menu out of date', 'The menu entries changed meanwhile; please reload and try again.'],
  },
  MEMBER_BLOCKED: {
    status: 403,
    th: ['บัญชีสมาชิกถูกระงับ', 'บัญชีนี้ถูกระงับการสะสมและใช้แต้ม กรุณาติดต่อร้าน'],
    en: [
      'Membership blocked',
      'This membership cannot earn or redeem points; please contact the store.',
    ],
  },
  STORE_MEMBER_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบสมาชิก', 'ไม่พบสมาชิกจากเบอร์โทรหรือรหัสสมาชิกนี้'],
    en: ['Member not found', 'No member has this mobile number or member code.'],
  },
  API_KEY_INVALID: {
    status: 401,
    th: ['คีย์ API ไม่ถูกต้อง', 'คีย์ API นี้ไม่ถูกต้องหรือถูกยกเลิกแล้ว'],
    en: ['Invalid API key', 'This API key is wrong or has been revoked.'],
  },
  API_KEY_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบคีย์ API', 'ไม่พบคีย์ API นี้ของแบรนด์'],
    en: ['API key not found', 'The brand has no API key like this.'],
  },
  BRANCH_NOT_ALLOWED: {
    status: 403,
    th: ['ไม่มีสิทธิ์ที่สาขานี้', 'บัญชีนี้ไม่ได้ทำงานที่สาขานี้'],
    en: ['Not your branch', 'This account does not work at this branch.'],
  },
  STORE_BILL_USED: {
    status: 409,
    th: ['ใบเสร็จนี้ให้แต้มแล้ว', 'เลขที่ใบเสร็จนี้ได้รับแต้มที่สาขานี้แล้ว'],
    en: ['Bill already earned', 'This bill number has already earned points at this branch.'],
  },
  STORE_BILL_BELOW_MINIMUM: {
    status: 422,
    th: ['ยอดไม่ถึงขั้นต่ำ', 'ยอดใบเสร็จต่ำกว่ายอดขั้นต่ำที่ได้รับแต้ม'],
    en: ['Below the minimum', 'The bill is below the smallest amount that earns points.'],
  },
  STORE_LIMIT_EXCEEDED: {
    status: 403,
    th: ['เกินวงเงินที่ให้แต้มได้', 'รายการนี้เกินวงเงินของบัญชีนี้ กรุณาให้ผู้จัดการอนุมัติ'],
    en: ['Over the limit', "This earn is over this account's limit; a manager can approve it."],
  },
  STORE_APPROVAL_INVALID: {
    status: 403,
    th: ['อนุมัติไม่สำเร็จ', 'ชื่อผู้ใช้หรือรหัสผ่านของผู้อนุมัติไม่ถูกต้อง หรือไม่มีสิทธิ์อนุมัติรายการนี้'],
    en: [
      'Approval refused',
      "The approver's login or password is wrong, or they cannot approve this.",
    ],
  },
  STORE_EARN_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบรายการ', 'ไม่พบรายการให้แต้มนี้'],
    en: ['Earn not found', 'There is no earn with this transaction id.'],
  },
  STORE_EARN_VOIDED: {
    status: 409,
    th: ['รายการถูกยกเลิกแล้ว', 'รายการให้แต้มนี้ถูกยกเลิกไปแล้ว'],
    en: ['Already voided', 'This earn has already been voided.'],
  },
  STORE_VOID_WINDOW_PASSED: {
    status: 403,
    th: ['เกินเวลายกเลิก', 'เกินเวลาที่ยกเลิกได้ กรุณาให้ผู้จัดการเป็นผู้ยกเลิก'],
    en: ['Too late to void', 'The time to void has passed; a manager can still void it.'],
  },
  STORE_POINTS_SPENT: {
    status: 409,
    th: ['แต้มถูกใช้ไปแล้ว', 'สมาชิกใช้แต้มจากรายการนี้ไปแล้ว จึงยกเลิกไม่ได้'],
    en: [
      'Points already spent',
      'The member has already spent these points, so it cannot be voided.',
    ],
  },
  CODE_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบรหัส', 'ไม่พบรหัสสิทธิพิเศษหรือแพ็กเกจนี้'],
    en: ['Code not found', 'There is no privilege or package code like this.'],
  },
  CODE_USED: {
    status: 409,
    th: ['รหัสถูกใช้แล้ว', 'รหัสนี้ถูกใช้ไปแล้ว'],
    en: ['Code already used', 'This code has already been used.'],
  },
  CODE_EXPIRED: {
    status: 410,
    th: ['รหัสหมดอายุ', 'รหัสนี้หมดอายุแล้ว'],
    en: ['Code expired', 'This code has expired.'],
  },
  ERASE_CONFIRMATION_MISMATCH: {
    status: 422,
    th: ['รหัสสมาชิกไม่ตรงกัน', 'กรุณาพิมพ์รหัสสมาชิกให้ตรงทุกตัวเพื่อยืนยันการลบข้อมูล'],
    en: ['Member code does not match', 'Type the member code exactly to confirm the erasure.'],
  },
  EXPORT_LINK_EXPIRED: {
    status: 410,
    th: ['ลิงก์ดาวน์โหลดหมดอายุแล้ว', 'กรุณากด "ดาวน์โหลดข้อมูลของฉัน" อีกครั้ง'],
    en: ['Download link expired', 'Please tap "Download my data" again.'],
  },
  BROADCAST_NO_MEMBERS: {
    status: 422,
    th: ['ไม่มีสมาชิกในกลุ่มนี้', 'ไม่มีสมาชิกที่รับข้อความได้ตามเงื่อนไขที่เลือก กรุณาปรับกลุ่มเป้าหมาย'],
    en: [
      'No members in this segment',
      'No member this segment selects can receive the message; change the segment.',
    ],
  },
  MESSAGE_NOT_FOUND: {
    status: 404,
    th: ['ไม่พบข้อความ', 'ไม่พบข้อความนี้ในรายการส่งของแบรนด์'],
    en: ['Message not found', "This message is not in the brand's outbox."],
  },
  MESSAGE_NOT_FAILED: {
    status: 409,
    th: ['ส่งซ้ำไม่ได้', 'ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จ'],
    en: ['Cannot retry', 'Only a message that failed can be sent again.'],
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
