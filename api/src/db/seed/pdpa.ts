const contentTh = `นโยบายความเป็นส่วนตัวสำหรับสมาชิก บ้านกาแฟ ดอยช้าง (ฉบับที่ 1)
มีผลบังคับใช้ตั้งแต่วันที่ 1 มกราคม 2568

บริษัท บ้านกาแฟ ดอยช้าง จำกัด ("บริษัท" หรือ "เรา") ให้ความสำคัญกับการคุ้มครองข้อมูลส่วนบุคคลของสมาชิกทุกท่าน นโยบายนี้อธิบายว่าเราเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของท่านอย่างไร ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562

1. ข้อมูลส่วนบุคคลที่เราเก็บรวบรวม
- ข้อมูลระบุตัวตน เช่น ชื่อ นามสกุล วันเดือนปีเกิด เพศ และรูปโปรไฟล์
- ข้อมูลติดต่อ เช่น หมายเลขโทรศัพท์มือถือ อีเมล และที่อยู่
- ข้อมูลบัญชี LINE เช่น รหัสผู้ใช้และชื่อที่แสดง เมื่อท่านเข้าสู่ระบบด้วย LINE
- ข้อมูลการเป็นสมาชิก เช่น แต้มสะสม ระดับสมาชิก ประวัติการซื้อที่สาขา และประวัติการแลกสิทธิพิเศษและแพ็กเกจ
- ข้อมูลความชอบที่ท่านเลือกกรอกเอง เช่น เมนูโปรดและระดับการคั่วที่ชอบ
- ข้อมูลทางเทคนิค เช่น หมายเลข IP ประเภทอุปกรณ์ และบันทึกการใช้งานแอป

2. วัตถุประสงค์ในการใช้ข้อมูล
2.1 เพื่อสมัครสมาชิก ยืนยันตัวตน และส่งรหัสผ่านแบบใช้ครั้งเดียว (OTP) ทาง SMS
2.2 เพื่อสะสมแต้ม ใช้แต้ม แจ้งแต้มที่ใกล้หมดอายุ และคำนวณระดับสมาชิก
2.3 เพื่อมอบสิทธิพิเศษ แพ็กเกจ และของขวัญวันเกิดตามเงื่อนไขของแต่ละรายการ
2.4 เพื่อพัฒนาเมนู บริการ และประสบการณ์การใช้งานแอปให้ดียิ่งขึ้น
2.5 เพื่อส่งข่าวสารและโปรโมชัน เฉพาะเมื่อท่านให้ความยินยอม
2.6 เพื่อปฏิบัติตามกฎหมาย และป้องกันการทุจริตในการสะสมและแลกแต้ม

3. ฐานทางกฎหมายในการประมวลผล
เราประมวลผลข้อมูลเพื่อปฏิบัติตามสัญญาการเป็นสมาชิก เพื่อประโยชน์โดยชอบด้วยกฎหมายของบริษัทในการดูแลและป้องกันการทุจริต เพื่อปฏิบัติตามกฎหมาย และตามความยินยอมของท่านสำหรับการตลาด

4. การเปิดเผยข้อมูลส่วนบุคคล
เราเปิดเผยข้อมูลเท่าที่จำเป็นให้แก่ผู้ให้บริการที่ประมวลผลแทนเรา เช่น ผู้ให้บริการส่ง SMS และผู้ให้บริการระบบคลาวด์ ซึ่งต้องรักษาความลับตามสัญญา รวมถึงหน่วยงานของรัฐเมื่อกฎหมายกำหนด เราไม่ขายข้อมูลส่วนบุคคลของท่านให้แก่ผู้ใด

5. ระยะเวลาในการเก็บรักษาข้อมูล
เราเก็บข้อมูลตลอดระยะเวลาที่ท่านเป็นสมาชิก และไม่เกิน 2 ปีนับจากวันที่ท่านยกเลิกการเป็นสมาชิก เว้นแต่กฎหมายกำหนดให้เก็บนานกว่านั้น เมื่อพ้นระยะเวลาดังกล่าว เราจะลบหรือทำให้ข้อมูลไม่สามารถระบุตัวตนได้

6. สิทธิของเจ้าของข้อมูลส่วนบุคคล
ท่านมีสิทธิขอเข้าถึงและขอรับสำเนาข้อมูล ขอแก้ไขข้อมูลให้ถูกต้อง ขอลบหรือระงับการใช้ข้อมูล คัดค้านการประมวลผล ขอโอนย้ายข้อมูล และถอนความยินยอมได้ทุกเมื่อผ่านเมนู โปรไฟล์ > นโยบายความเป็นส่วนตัว ทั้งนี้การถอนความยินยอมอาจทำให้ท่านไม่สามารถใช้บริการสมาชิกได้ และท่านมีสิทธิร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล

7. การรักษาความมั่นคงปลอดภัย
เราใช้มาตรการทางเทคนิคและการบริหารจัดการที่เหมาะสม เช่น การเข้ารหัสข้อมูลระหว่างรับส่ง การจำกัดสิทธิ์การเข้าถึง และการเก็บรหัส PIN ในรูปแบบที่ไม่สามารถถอดกลับได้

8. การเปลี่ยนแปลงนโยบาย
เมื่อมีการเปลี่ยนแปลงนโยบายนี้ในสาระสำคัญ เราจะแจ้งให้ท่านทราบผ่านแอป และขอความยินยอมใหม่เมื่อกฎหมายกำหนด

9. ช่องทางการติดต่อ
เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล บริษัท บ้านกาแฟ ดอยช้าง จำกัด
เลขที่ 99 ถนนพหลโยธิน ตำบลเวียง อำเภอเมืองเชียงราย จังหวัดเชียงราย 57000
อีเมล privacy@baankafae.example โทร 02 000 0000 (ทุกวัน 08:00–20:00 น.)`;

const contentEn = `Baan Kafae member privacy policy (version 1)
Effective from 1 January 2025

Baan Kafae Doi Chang Co., Ltd. ("the company" or "we") cares about the personal data of every member. This policy explains how we collect, use and disclose your personal data under the Personal Data Protection Act B.E. 2562 (2019).

1. Personal data we collect
- Identity data such as first name, last name, date of birth, gender and profile picture
- Contact data such as mobile number, email and address
- LINE account data such as user id and display name when you sign in with LINE
- Membership data such as points, tier, in-store purchases and redeemed privileges and packages
- Preferences you choose to share, such as your favourite menu and roast level
- Technical data such as IP address, device type and app usage logs

2. Why we use your data
2.1 To register you, verify your identity and send one-time passwords (OTP) by SMS
2.2 To collect and spend points, tell you about expiring points and work out your tier
2.3 To give privileges, packages and birthday gifts under their conditions
2.4 To improve our menu, services and the app
2.5 To send news and promotions, only with your consent
2.6 To comply with the law and prevent fraud in collecting and redeeming points

3. Legal bases
We process data to perform the membership contract, for our legitimate interest in running the programme and preventing fraud, to comply with the law, and with your consent for marketing.

4. Disclosure
We share only what is needed with processors acting for us, such as our SMS and cloud providers, who are bound by confidentiality, and with authorities when the law requires it. We never sell your personal data.

5. Retention
We keep your data while you are a member and for no more than 2 years after you leave, unless the law requires longer. After that we delete or anonymise it.

6. Your rights
You may access and get a copy of your data, correct it, ask for deletion or restriction, object to processing, ask for portability and withdraw consent at any time in Profile > Privacy policy. Withdrawing consent may stop you from using member services. You may complain to the Personal Data Protection Committee.

7. Security
We use suitable technical and organisational measures such as encryption in transit, restricted access and PINs stored in a form that cannot be reversed.

8. Changes
When we change this policy materially we will tell you in the app and ask for your consent again where the law requires it.

9. Contact
Data protection officer, Baan Kafae Doi Chang Co., Ltd.
99 Phahonyothin Road, Wiang, Mueang Chiang Rai, Chiang Rai 57000
Email privacy@baankafae.example, phone 02 000 0000 (daily 08:00–20:00)`;

/** The demo brand's privacy policy, version 1. */
export const demoPolicy = { contentTh, contentEn, reference: 'PDPA-BKF-2025-01' };
