import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { PageHeading } from '../components/page-heading.tsx';
import { DetailsForm, PasswordForm } from '../components/profile/profile-forms.tsx';
import { TwoFactorSection } from '../components/profile/two-factor-section.tsx';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember } from '../session/session-context.tsx';

/** The member's own name, language, password and two-factor sign-in. */
export function ProfilePage() {
  const t = useMessages();
  const member = useMember();
  return (
    <>
      <PageHeading title={t.profile.title} />
      <p className="muted">
        {member.email} · {t.roles[member.role]}
      </p>
      <Tabs className="tabs">
        <TabList className="tabs__list" aria-label={t.profile.title}>
          <Tab className="tabs__tab" id="details">
            {t.profile.details}
          </Tab>
          <Tab className="tabs__tab" id="password">
            {t.profile.password}
          </Tab>
          <Tab className="tabs__tab" id="two-factor">
            {t.enrolment.title}
          </Tab>
        </TabList>
        <TabPanel className="card tabs__panel" id="details">
          <DetailsForm />
        </TabPanel>
        <TabPanel className="card tabs__panel" id="password">
          <PasswordForm />
        </TabPanel>
        <TabPanel className="card tabs__panel" id="two-factor">
          <TwoFactorSection />
        </TabPanel>
      </Tabs>
    </>
  );
}
