import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { timelineItem } from '@/testing/fixtures';
import { renderWithServices } from '@/testing/render-app';
import { Timeline } from './timeline';

const update = timelineItem({ childs_count: 1 });
const reply = timelineItem({
  id: 90,
  type: 'comment',
  parent_id: 81,
  message: 'So glad!',
  author: { ...update.author!, id: 7, name: 'Dana Donor' },
});

describe('Timeline', () => {
  it('posts a comment, which shows first', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<Timeline projectId={41} />, {
      routes: {
        'GET /projects/41/timeline': { body: { data: [update], total: 1 } },
        'POST /projects/41/comments': ({ body }) => ({
          status: 201,
          body: timelineItem({
            id: 95,
            type: 'comment',
            message: (body as { message: string }).message,
            author: { ...update.author!, id: 7, name: 'Dana Donor' },
          }),
        }),
      },
    });
    await screen.findByRole('article', { name: 'Update by Water For All' });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment is required')).toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/comments')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Keep going!');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const comment = await screen.findByRole('article', { name: 'Comment by Dana Donor' });
    expect(comment).toHaveTextContent('Keep going!');
    expect(screen.getAllByRole('article')[0]).toBe(comment);
    expect(fake.callsTo('POST /projects/41/comments')[0]?.body).toEqual({ message: 'Keep going!' });
  });

  it('opens a thread and replies to it', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<Timeline projectId={41} />, {
      routes: {
        'GET /projects/41/timeline': { body: { data: [update], total: 1 } },
        'GET /projects/41/timeline/81': { body: { ...update, comments: [reply] } },
        'POST /projects/41/comments': { status: 201, body: { ...reply, id: 91, message: 'Thanks, Dana' } },
      },
    });
    const article = await screen.findByRole('article', { name: 'Update by Water For All' });
    await user.click(within(article).getByRole('button', { name: '1 reply' }));
    expect(await within(article).findByRole('article', { name: 'Comment by Dana Donor' })).toHaveTextContent('So glad!');
    await user.type(within(article).getByRole('textbox', { name: 'Reply to Water For All' }), 'Thanks, Dana');
    await user.click(within(article).getByRole('button', { name: 'Post reply' }));
    expect(await within(article).findByText('Thanks, Dana')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '2 replies' })).toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/comments')[0]?.body).toEqual({ message: 'Thanks, Dana', parent_id: 81 });
  });

  it('has an empty state, and asks visitors to log in to comment', async () => {
    renderWithServices(<Timeline projectId={41} />, { routes: { 'GET /projects/41/timeline': { body: { data: [], total: 0 } } } });
    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to comment' })).toBeInTheDocument();
  });
});
