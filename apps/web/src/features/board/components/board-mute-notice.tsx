import { Alert } from '@mantine/core';
import { IconMicrophoneOff } from '@tabler/icons-react';
import { muteEndWords } from '../reply-refusal';

/** A muted GM reads the board but posts nothing until the mute ends; he is told when. */
export function BoardMuteNotice({ mutedUntil }: { mutedUntil: string | null }) {
  if (!mutedUntil) return null;
  return (
    <Alert color="yellow" icon={<IconMicrophoneOff size={18} />} title="You are muted on this board">
      A commissioner muted you until {muteEndWords(mutedUntil)}. You can read and react, but not post.
    </Alert>
  );
}
