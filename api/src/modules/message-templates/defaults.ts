import type { MessageKind } from '@crm/contract/message-kinds';

/*
 * The built-in text of each kind, used until the brand writes its own. Placeholders per kind are
 * listed in contract/src/message-templates.ts (templatePlaceholders).
 */
export const defaultTemplates: Record<MessageKind, { bodyTh: string; bodyEn: string }> = {
  points_earned: {
    bodyTh: '{{brand}}: คุณได้รับ {{points}} คะแนน ยอดคะแนนคงเหลือ {{balance}} คะแนน ขอบคุณที่ใช้บริการค่ะ',
    bodyEn:
      '{{brand}}: You earned {{points}} points. Your balance is now {{balance}} points. Thank you!',
  },
  points_voided: {
    bodyTh: '{{brand}}: รายการ {{points}} คะแนนถูกยกเลิก ยอดคะแนนคงเหลือ {{balance}} คะแนน',
    bodyEn: '{{brand}}: {{points}} points were cancelled. Your balance is now {{balance}} points.',
  },
  privilege_used: {
    bodyTh: '{{brand}}: ใช้สิทธิ์ "{{privilege}}" เรียบร้อยแล้ว เมื่อ {{date}}',
    bodyEn: '{{brand}}: Your privilege "{{privilege}}" was used on {{date}}.',
  },
  package_used: {
    bodyTh: '{{brand}}: ใช้แพ็กเกจ "{{package}}" แล้วเมื่อ {{date}} เหลืออีก {{remaining}} ครั้ง',
    bodyEn: '{{brand}}: You used "{{package}}" on {{date}}. {{remaining}} uses left.',
  },
  code_expiring: {
    bodyTh:
      '{{brand}}: โค้ดสิทธิ์ "{{privilege}}" ของคุณจะหมดอายุ {{date}} อย่าลืมใช้ที่ร้านก่อนหมดเวลานะคะ หากไม่ได้ใช้ เราจะคืน {{points}} คะแนนให้',
    bodyEn:
      '{{brand}}: Your code for "{{privilege}}" expires on {{date}}. Use it at the store before then, or we return your {{points}} points.',
  },
  code_returned: {
    bodyTh:
      '{{brand}}: โค้ดสิทธิ์ "{{privilege}}" หมดอายุแล้ว เราคืน {{points}} คะแนนให้คุณ ยอดคะแนนคงเหลือ {{balance}} คะแนน',
    bodyEn:
      '{{brand}}: Your code for "{{privilege}}" expired, so we returned {{points}} points. Your balance is now {{balance}} points.',
  },
  points_expiring: {
    bodyTh:
      '{{brand}}: คะแนน {{points}} คะแนนของคุณจะหมดอายุในอีก {{days}} วัน ({{date}}) แลกรับสิทธิพิเศษก่อนหมดอายุนะคะ',
    bodyEn:
      '{{brand}}: {{points}} of your points expire in {{days}} days ({{date}}). Redeem them for a privilege before then.',
  },
  tier_up: {
    bodyTh: '{{brand}}: ยินดีด้วยค่ะ! คุณได้เลื่อนเป็นสมาชิกระดับ {{tier}} แล้ว พร้อมสิทธิประโยชน์ใหม่ที่รอคุณอยู่',
    bodyEn:
      '{{brand}}: Congratulations! You are now a {{tier}} member, with new benefits waiting for you.',
  },
  tier_down: {
    bodyTh: '{{brand}}: ระดับสมาชิกของคุณเปลี่ยนเป็น {{tier}} สะสมคะแนนต่อเพื่อกลับสู่ระดับที่สูงขึ้นได้เสมอค่ะ',
    bodyEn:
      '{{brand}}: Your membership level is now {{tier}}. Keep earning points to move back up.',
  },
  policy_updated: {
    bodyTh: '{{brand}}: เราได้ปรับปรุงนโยบายความเป็นส่วนตัว กรุณาเปิดแอปเพื่ออ่านและยอมรับค่ะ',
    bodyEn:
      '{{brand}}: We have updated our privacy policy. Please open the app to read and accept it.',
  },
  broadcast: { bodyTh: '{{text}}', bodyEn: '{{text}}' },
};
