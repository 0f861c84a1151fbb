-- Receipts and scheduled mail. Mail can wait for a delivery time (a dedication sent on a chosen day) and
-- carry attachments (PDF receipts); tax receipts are numbered once per gift; annual statements are
-- remembered per donor and year so each is emailed once.

ALTER TABLE mail_outbox
  ADD COLUMN send_after  timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN attempts    integer NOT NULL DEFAULT 0;
-- What the dispatcher still has to hand to SMTP.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (send_after) WHERE sent_at IS NULL AND transport = 'smtp';

-- A dedication can be scheduled: its email waits in the outbox until then (send_after).
ALTER TABLE gifts ADD COLUMN dedication_send_at timestamptz;

-- One receipt per tax-exempt gift, numbered per calendar year of the gift (UTC): SF-2026-000042.
CREATE TABLE tax_receipts (
  gift_id       bigint PRIMARY KEY REFERENCES gifts(id),
  year          integer NOT NULL,
  seq           integer NOT NULL,
  number        text NOT NULL UNIQUE,
  issued_at     timestamptz NOT NULL DEFAULT now(),
  last_sent_at  timestamptz,
  send_count    integer NOT NULL DEFAULT 0,
  UNIQUE (year, seq)
);

CREATE TABLE annual_statements (
  donor_id  bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  year      integer NOT NULL,
  sent_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (donor_id, year)
);
