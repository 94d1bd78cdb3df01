import { describe, expect, it } from 'vitest';
import { renderStaffInvitationMail } from './staff-mail.ts';

const link = 'https://shop.example/admin/invitation?token=abc123';

describe('staff invitation mail', () => {
  it('English: invites to the Mobildelar back office, links the invitation and says it lasts 72 hours', () => {
    const mail = renderStaffInvitationMail({ name: 'Kim', inviterName: 'Sara', link, language: 'en' });
    expect(mail.subject).toBe("You're invited to the Mobildelar back office");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`Choose your password: ${link}`);
    expect(mail.text).toContain('Sara has invited you');
    for (const part of [mail.html, mail.text]) expect(part).toContain('72 hours');
  });

  it('Swedish: the same invitation in Swedish', () => {
    const mail = renderStaffInvitationMail({ name: 'Kim', inviterName: 'Sara', link, language: 'sv' });
    expect(mail.subject).toBe('Du är inbjuden till Mobildelars back office');
    expect(mail.html).toContain('<html lang="sv">');
    expect(mail.text).toContain('Hej Kim!');
    expect(mail.text).toContain(`Välj ditt lösenord: ${link}`);
    for (const part of [mail.html, mail.text]) expect(part).toContain('72 timmar');
  });

  it('names are data: markup in them is escaped, and a non-http link is not linked', () => {
    const mail = renderStaffInvitationMail({
      name: '<img src=x onerror=alert(1)>',
      inviterName: 'Sara',
      link: 'javascript:alert(1)',
      language: 'en',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('javascript:');
  });
});
