/** One partner's scores (GET /api/partner-scores/{id}): each part with its points and why, then the owner-checkup counts. */
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { OWNER_CHECKUP_COUNTS } from '@storyfund/shared/constants';
import type { PartnerScoreDetail } from '@storyfund/shared/contract';
import { PART_LABELS, countLabel } from './partner-score-display.js';

function ScoreCard({ title, score }: { title: string; score: PartnerScoreDetail['audit'] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}: {score.score} / 100
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Part</TableCell>
              <TableCell align="right">Points</TableCell>
              <TableCell>Why</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {score.parts.map((part) => (
              <TableRow key={part.key}>
                <TableCell>{PART_LABELS[part.key]}</TableCell>
                <TableCell align="right">
                  {part.points} / {part.max}
                </TableCell>
                <TableCell>{part.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function ScoreDetail() {
  const record = useRecordContext<PartnerScoreDetail>();
  // Opened from the list, the record is first the list's row (react-admin's cache), without the parts: wait for GET /partner-scores/{id}.
  if (!record?.audit) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="p">
        {record.name} (#{record.id}){record.email ? ` · ${record.email}` : ''}
      </Typography>
      <ScoreCard title="Audit score" score={record.audit} />
      <ScoreCard title="Social score" score={record.social} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Owner-checkup counts
          </Typography>
          <Table size="small" aria-label="Owner-checkup counts">
            <TableBody>
              {OWNER_CHECKUP_COUNTS.map((name) => (
                <TableRow key={name}>
                  <TableCell>{countLabel(name)}</TableCell>
                  <TableCell align="right">{record.counts[name]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}

export function PartnerScoreShow() {
  return (
    <Show title="Partner scores">
      <ScoreDetail />
    </Show>
  );
}
