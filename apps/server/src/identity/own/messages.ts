// The mails the identity service sends, in plain words.

export type MailText = {
  emailSubject: string;
  emailMessage: string;
};

function greeting(name: string | undefined): string {
  return name ? `Hi ${name},` : "Hi,";
}

export function confirmationLink(publicOrigin: string, username: string, code: string): string {
  return `${publicOrigin}/auth/confirm?${new URLSearchParams({ username, code }).toString()}`;
}

export function signUpMail(product: string, name: string | undefined, link: string): MailText {
  return {
    emailSubject: `Confirm your ${product} account`,
    emailMessage: [
      greeting(name),
      "",
      `Thanks for registering with ${product}. Please confirm your email address by opening this link:`,
      "",
      link,
      "",
      `Then log in with your email address and password. If you did not register with ${product}, you can ignore this email.`,
    ].join("\n"),
  };
}

export function resetCodeMail(product: string, name: string | undefined, code: string): MailText {
  return {
    emailSubject: `Your ${product} password reset code`,
    emailMessage: [
      greeting(name),
      "",
      `Someone asked to reset the password of your ${product} account. Your verification code is:`,
      "",
      code,
      "",
      "Enter it on the Forgot Password page together with your new password.",
      "If you did not ask for this, you can ignore this email; your password stays the same.",
    ].join("\n"),
  };
}
