import type { Generated } from 'kysely';

type Timestamp = string;

// The league board (docs/decisions/087). Times are the wall clock's (ISO): talk happens in real time.

/** A channel of a league's board; `read_only` (1) channels take posts from commissioners alone. */
export interface BoardChannelsTable {
  id: Generated<number>;
  league_id: number;
  name: string;
  read_only: Generated<number>;
  position: number;
  created_at: Timestamp;
  /** Since when its new threads and posts go to the league's Discord webhook (docs/decisions/090). */
  mirrored_at: Timestamp | null;
}

export interface BoardThreadsTable {
  id: Generated<number>;
  league_id: number;
  channel_id: number;
  /** Null once the account is gone for good. */
  author_id: number | null;
  title: string;
  created_at: Timestamp;
  last_post_at: Timestamp;
  pinned_at: Timestamp | null;
  locked_at: Timestamp | null;
  /** The trade proposal or news item it discusses. */
  trade_id: number | null;
  news_id: number | null;
  /**
   * What it was opened from, once per thing (docs/decisions/090): 'trade-talk:12', 'trade-news:12', 'news:7'.
   * Null for a thread a member started.
   */
  link_key: string | null;
  /** 1: only the GMs of its trade's teams and the commissioners read it. */
  private: Generated<number>;
}

export interface BoardPostsTable {
  id: Generated<number>;
  league_id: number;
  thread_id: number;
  author_id: number | null;
  /** The Markdown as written; emptied when the post is deleted. */
  body: string;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  deleted_at: Timestamp | null;
  /** Who deleted it: its author, or a commissioner. */
  deleted_by: number | null;
}

/** One user's reaction of one kind to a post (a BoardReaction of @rinkside/domain). */
export interface BoardReactionsTable {
  post_id: number;
  user_id: number;
  emoji: string;
  created_at: Timestamp;
}

/** A GM muted on the league's board until a time; one row per league and user, the latest mute. */
export interface BoardMutesTable {
  league_id: number;
  user_id: number;
  until: Timestamp;
  muted_by: number | null;
  muted_at: Timestamp;
}

/** The last post of a channel the user has read: later posts count as unread. */
export interface BoardReadMarkersTable {
  user_id: number;
  channel_id: number;
  last_read_post_id: number;
}
