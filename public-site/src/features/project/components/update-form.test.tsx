import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { timelineItem } from '@/testing/fixtures';
import { renderWithServices } from '@/testing/render-app';
import { UpdateForm, validateUpdate } from './update-form';

describe('validateUpdate', () => {
  it('needs something to post, and checks each video link with the shared rule', () => {
    expect(validateUpdate('  ', [], '')).toEqual({ message: 'Write a message or add a photo or video' });
    expect(validateUpdate('', ['/api/uploads/a.png'], '')).toEqual({});
    expect(validateUpdate('Hi', [], 'https://youtu.be/aqz-KE-bpKQ\nhttps://example.com/v')).toEqual({
      video_urls: 'Please enter a valid video link',
    });
  });
});

describe('UpdateForm', () => {
  it('posts the message, video links and final flag; server field errors show under their fields', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 12);
    const onPosted = vi.fn();
    const { fake } = renderWithServices(<UpdateForm projectId={41} onPosted={onPosted} />, {
      routes: {
        'POST /projects/41/updates': {
          status: 422,
          body: { message: 'Validation failed', errors: { message: ['Message must be at most 10000 characters'] } },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Write a message or add a photo or video');
    expect(fake.callsTo('POST /projects/41/updates')).toHaveLength(0);

    await user.type(screen.getByLabelText('Message'), 'We did it!');
    await user.type(screen.getByLabelText(/Video links/), 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await user.click(screen.getByLabelText('This is the final update'));
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Message must be at most 10000 characters')).toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/updates')[0]?.body).toEqual({
      message: 'We did it!',
      photo_urls: [],
      video_urls: ['https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
      final: true,
    });

    fake.on('POST /projects/41/updates', { status: 201, body: timelineItem({ final: true }) });
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    await vi.waitFor(() => expect(onPosted).toHaveBeenCalledOnce());
  });
});
