/**
 * /pipeline: the leads as a board of stages (shared/src/constants/leads.ts). A card moves by pointer drag
 * (HTML5 drag and drop onto a column) or by keyboard (its "Stage" select); the move shows at once and is
 * undone if the API refuses it (PATCH /api/leads/{id} with the stage alone). Each move, and each undo, is
 * announced in a polite live region. Columns sit side by side on a wide screen and stack on a phone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Alert, Box, Card, CardContent, Link, MenuItem, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, Title, useBasename, useDataProvider } from 'react-admin';
import { LEAD_STAGES, LEAD_STAGE_LABELS, type LeadStage } from '@storyfund/shared/constants';
import type { Lead } from '@storyfund/shared/contract';
import { formatUtcDate } from '@storyfund/shared/dates';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { moveAnnouncement, moveCard, toColumns, type Columns } from './pipeline-board.js';

/** The API's largest page: the board shows this many leads, the most recently changed. */
const BOARD_LIMIT = 500;
const DRAG_TYPE = 'application/x-storyfund-lead';

function LeadCard({ lead, onMove }: { lead: Lead; onMove: (lead: Lead, stage: LeadStage) => void }) {
  const basename = useBasename();
  const [dragging, setDragging] = useState(false);
  return (
    <Card
      component="li"
      variant="outlined"
      draggable
      aria-label={lead.organization_name}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(lead.id));
        event.dataTransfer.setData('text/plain', String(lead.id));
        event.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
      sx={{ listStyle: 'none', cursor: 'grab', opacity: dragging ? 0.5 : 1 }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Link
          component={RouterLink}
          to={`${basename}/leads/${lead.id}/show`}
          variant="subtitle2"
          sx={{ display: 'block', fontWeight: 600 }}
        >
          {lead.organization_name}
        </Link>
        {lead.contact_name ? <Typography variant="body2">{lead.contact_name}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          Owner: {lead.owner_name}
        </Typography>
        {lead.next_step ? (
          <Typography variant="body2" color="text.secondary">
            Next: {lead.next_step}
            {lead.next_step_date ? ` (${formatUtcDate(lead.next_step_date)})` : ''}
          </Typography>
        ) : null}
        <TextField
          select
          size="small"
          fullWidth
          margin="dense"
          label="Stage"
          value={lead.stage}
          onChange={(event) => onMove(lead, event.target.value as LeadStage)}
          slotProps={{ htmlInput: { 'aria-label': `Stage of ${lead.organization_name}` } }}
        >
          {LEAD_STAGES.map((stage) => (
            <MenuItem key={stage} value={stage}>
              {LEAD_STAGE_LABELS[stage]}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}

function StageColumn({
  stage,
  leads,
  onMove,
  onDropLead,
}: {
  stage: LeadStage;
  leads: Lead[];
  onMove: (lead: Lead, stage: LeadStage) => void;
  onDropLead: (id: number, stage: LeadStage) => void;
}) {
  const [over, setOver] = useState(false);
  const headingId = `pipeline-${stage}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-stage={stage}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const id = Number(event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain'));
        if (Number.isSafeInteger(id) && id > 0) onDropLead(id, stage);
      }}
      sx={{
        bgcolor: over ? 'action.selected' : 'grey.100',
        borderRadius: 1,
        p: 1,
        minHeight: { md: 240 },
        outline: over ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {LEAD_STAGE_LABELS[stage]} ({leads.length})
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {leads.map((lead) => (
          <LeadCard key={lead.id} lead={lead} onMove={onMove} />
        ))}
      </Box>
    </Box>
  );
}

export function PipelinePage() {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [columns, setColumns] = useState<Columns>();
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const columnsRef = useRef<Columns>(undefined);
  columnsRef.current = columns;

  useEffect(() => {
    let live = true;
    dataProvider
      .getList<Lead>('leads', { pagination: { page: 1, perPage: BOARD_LIMIT }, sort: { field: 'updated_at', order: 'DESC' }, filter: {} })
      .then(
        ({ data }) => live && setColumns(toColumns(data)),
        (failure: Error) => live && setError(failure.message || 'The leads could not be loaded.'),
      );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  const move = useCallback(
    async (id: number, stage: LeadStage) => {
      const before = columnsRef.current;
      const lead = before && LEAD_STAGES.flatMap((s) => before[s]).find((l) => l.id === id);
      if (!before || !lead || lead.stage === stage) return;
      setColumns(moveCard(before, id, stage));
      setAnnouncement(moveAnnouncement(lead, lead.stage, stage));
      try {
        const { data } = await dataProvider.moveLead({ id, stage });
        setColumns((current) => current && { ...current, [stage]: current[stage].map((l) => (l.id === id ? data : l)) });
      } catch (failure) {
        // Undo: the card goes back where it was (the other cards keep any move made meanwhile).
        setColumns((current) => current && moveCard(current, id, lead.stage));
        setAnnouncement(moveAnnouncement(lead, lead.stage, stage, (failure as Error).message || 'the server refused'));
      }
    },
    [dataProvider],
  );

  return (
    <Box sx={{ mt: 1, minWidth: 0 }}>
      <Title title="Pipeline" />
      <Typography variant="h5" component="h1" gutterBottom>
        Pipeline
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Drag a card to another stage, or choose its stage with the keyboard. The {BOARD_LIMIT} most recently changed leads are shown.
      </Typography>
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.5em', mb: 1 }}>
        <Typography variant="body2">{announcement}</Typography>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!columns && !error ? <Loading loadingPrimary="Loading the pipeline" loadingSecondary="" /> : null}
      {columns ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${LEAD_STAGES.length}, minmax(0, 1fr))` },
          }}
        >
          {LEAD_STAGES.map((stage) => (
            <StageColumn
              key={stage}
              stage={stage}
              leads={columns[stage]}
              onMove={(lead, to) => void move(lead.id, to)}
              onDropLead={(id, to) => void move(id, to)}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
