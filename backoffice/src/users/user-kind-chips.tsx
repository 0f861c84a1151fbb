/** The account's kinds as chips, plus a warning chip when it is banned. */
import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { SessionUser } from '@storyfund/shared/contract';
import { userKinds } from './user-display.js';

export function UserKindChips(_props: { label?: string }) {
  const user = useRecordContext<SessionUser>();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {userKinds(user).map((kind) => (
        <Chip key={kind} label={kind} size="small" color={kind === 'Admin' ? 'primary' : 'default'} />
      ))}
      {user.banned_at ? <Chip label="Banned" size="small" color="error" /> : null}
    </Stack>
  );
}
