import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { AddressSection } from '../components/address-section.tsx';
import { BasicDataForm } from '../components/basic-data-form.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { DeleteAccountPanel, MyDataPanel } from '../components/my-data-section.tsx';
import { MyOrders } from '../components/my-orders.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { SavedPlans } from '../components/saved-plans.tsx';
import { SportSection } from '../components/sport-section.tsx';
import { useProfile } from '../hooks/use-profile.ts';
import { profilePageMessages as t } from '../messages.ts';

export default function ProfilePage() {
  const profile = useProfile();
  return (
    <section>
      <PageHeading>{pageTitles.profile}</PageHeading>
      {profile.isPending ? (
        <LoadingText />
      ) : profile.isError ? (
        // No form without the real profile: empty fields could be saved over it (decision 037).
        <LoadFailure error={profile.error} fallback={t.loadFailed} onRetry={profile.refetch} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="space-y-6">
            <BasicDataForm profile={profile.data} />
            <SportSection sport={profile.data.sport} />
          </div>
          <div className="space-y-6">
            <AddressSection addresses={profile.data.addresses} />
            <PasswordForm />
            <EmailForm currentEmail={profile.data.email} />
          </div>
          <div className="lg:col-span-2">
            <SavedPlans />
          </div>
          <div className="lg:col-span-2">
            <MyOrders />
          </div>
          <MyDataPanel />
          <DeleteAccountPanel />
        </div>
      )}
    </section>
  );
}
