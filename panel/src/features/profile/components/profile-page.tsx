import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useT } from "../../../lib/locale.tsx";
import { useSession } from "../../../lib/session/session.ts";
import { DevicesList } from "./devices-list.tsx";
import { PrivacySection } from "./privacy-section.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { ReminderSettings } from "./reminder-settings.tsx";

/** /panel/profile: account details, the mails before renewal, the active devices and the user's data (export, deletion). */
export function ProfilePage() {
  const t = useT();
  const session = useSession();
  const user = session.user;
  return (
    <section className="flex flex-col gap-8">
      <PageHeader id="profile-heading" level={1} title={t("profile.title")} />
      {user ? <ProfileForm user={user} /> : <LoadingScreen />}
      {user ? <ReminderSettings user={user} /> : null}
      <DevicesList />
      {user ? <PrivacySection user={user} /> : null}
    </section>
  );
}
