/**
 * A cell provider's e-mail-to-text gateways; `number` stands for the phone number (the page keeps
 * spec §2's wording, "7-digit number plus provider").
 */
export interface SmsProvider {
  provider: string;
  sms: string;
  mms: string | null;
}

/** The providers of spec §2 SMS Help with their published gateway patterns. */
export const SMS_PROVIDERS: readonly SmsProvider[] = [
  { provider: 'AT&T', sms: 'number@txt.att.net', mms: 'number@mms.att.net' },
  { provider: 'T-Mobile', sms: 'number@tmomail.net', mms: 'number@tmomail.net' },
  { provider: 'Verizon', sms: 'number@vtext.com', mms: 'number@vzwpix.com' },
  { provider: 'XFinity Mobile', sms: 'number@vtext.com', mms: 'number@mypixmessages.com' },
  { provider: 'Virgin Mobile', sms: 'number@vmobl.com', mms: 'number@vmpix.com' },
  { provider: 'Tracfone', sms: 'number@mmst5.tracfone.com', mms: 'number@mmst5.tracfone.com' },
  { provider: 'Metro PCS', sms: 'number@mymetropcs.com', mms: 'number@mymetropcs.com' },
  {
    provider: 'Boost Mobile',
    sms: 'number@sms.myboostmobile.com',
    mms: 'number@myboostmobile.com',
  },
  {
    provider: 'Cricket',
    sms: 'number@sms.cricketwireless.net',
    mms: 'number@mms.cricketwireless.net',
  },
  { provider: 'Republic Wireless', sms: 'number@text.republicwireless.com', mms: null },
  { provider: 'Google Fi', sms: 'number@msg.fi.google.com', mms: 'number@msg.fi.google.com' },
  { provider: 'U.S. Cellular', sms: 'number@email.uscc.net', mms: 'number@mms.uscc.net' },
  { provider: 'Ting', sms: 'number@message.ting.com', mms: null },
  { provider: 'Consumer Cellular', sms: 'number@mailmymobile.net', mms: null },
  { provider: 'C-Spire', sms: 'number@cspire1.com', mms: null },
  { provider: 'Page Plus', sms: 'number@vtext.com', mms: null },
  { provider: 'Viaero', sms: 'number@viaerosms.com', mms: 'number@mmsviaero.com' },
];
