import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Notices driven by the query: invitation_status (after accepting an invitation) and showUpload (from /upload). */
export function ProfileNotices({ search, isOwn }: { search: URLSearchParams; isOwn: boolean }) {
  const invitation = search.get('invitation_status');
  const showUpload = search.get('showUpload') === '1' && isOwn;
  return (
    <>
      {invitation === 'success' ? (
        <p className="alert alert--success" role="status">
          Invitation accepted. You are now part of this team.
        </p>
      ) : null}
      {invitation === 'error' ? (
        <p className="alert alert--error" role="alert">
          We could not accept this invitation. It may have expired or been used already; ask for a new one.
        </p>
      ) : null}
      {showUpload ? (
        <section className="panel" aria-label="Upload">
          <h2 className="section-title">Share a story</h2>
          <p>
            Creating projects and uploading photos and videos arrive with project pages in the next release. Meanwhile you can complete your{' '}
            <Link to={paths.personal}>profile</Link>.
          </p>
        </section>
      ) : null}
    </>
  );
}
