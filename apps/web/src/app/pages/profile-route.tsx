import type { User } from '@rinkside/domain';
import { Navigate, useParams } from 'react-router';
import { SendMessageButton } from '../../features/messages/components/send-message-button';
import { ProfilePage } from '../../features/profile/profile-page';

/** SPEC §2: /profile (own) and /profile/{username}; the viewer's own username redirects to /profile. */
export function ProfileRoute({ viewer }: { viewer: User }) {
  const { username } = useParams();
  // Usernames are unique regardless of case (the server looks them up that way).
  if (username?.toLowerCase() === viewer.username.toLowerCase()) return <Navigate to="/profile" replace />;
  return (
    <ProfilePage
      key={username ?? ''}
      username={username}
      visitorActions={(profile) => <SendMessageButton receiver={profile} />}
    />
  );
}
