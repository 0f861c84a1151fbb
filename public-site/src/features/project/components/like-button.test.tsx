import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { timelineItem } from '@/testing/fixtures';
import { renderWithServices } from '@/testing/render-app';
import { LikeButton } from './like-button';

const LIKES = 'POST /projects/41/timeline/81/likes';
const UNLIKE = 'DELETE /projects/41/timeline/81/likes';

describe('LikeButton: likes toggle and move the count by one (spec §4)', () => {
  it('likes, then unlikes, showing the server counts', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<LikeButton event={timelineItem({ likes_count: 1 })} />, {
      routes: {
        [LIKES]: { status: 201, body: { event_id: 81, likes_count: 2, liked_by_me: true } },
        [UNLIKE]: { body: { event_id: 81, likes_count: 1, liked_by_me: false } },
      },
    });
    expect(screen.getByText('1 like')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('2 likes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.callsTo(LIKES)[0]?.body).toEqual({ user_id: 7 });

    await user.click(screen.getByRole('button', { name: 'Liked' }));
    expect(await screen.findByText('1 like')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(fake.callsTo(UNLIKE)).toHaveLength(1);
  });

  it('starts from liked_by_me, and puts the count back when the call fails', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    renderWithServices(<LikeButton event={timelineItem({ likes_count: 3, liked_by_me: true })} />, {
      routes: { [UNLIKE]: { status: 500, body: { message: 'Internal Server Error' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Liked' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to log in', () => {
    renderWithServices(<LikeButton event={timelineItem()} />);
    expect(screen.getByRole('link', { name: 'Log in to like' })).toHaveAttribute('href', '/login');
  });
});
