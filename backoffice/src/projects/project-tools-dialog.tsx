/** A project's row "Tools" button: every switch of the project with its state and the button that flips it. */
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Button, useRecordContext } from 'react-admin';
import type { AdminProject } from '@storyfund/shared/contract';
import { ALL_PROJECT_SWITCHES } from './project-switches.js';
import { ProjectSwitchButton } from './project-switch-button.js';

export function ProjectToolsButton() {
  const project = useRecordContext<AdminProject>();
  const [open, setOpen] = useState(false);
  if (!project) return null;
  const titleId = `project-tools-${project.id}`;
  return (
    <>
      <Button label="Tools" aria-label={`Tools: ${project.title}`} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Tools: “{project.title}”</DialogTitle>
        <DialogContent>
          {project.ban_reason ? (
            <Typography variant="body2" sx={{ mb: 1 }}>
              Banned for: {project.ban_reason}
            </Typography>
          ) : null}
          <Table size="small" aria-label={`Tools for ${project.title}`}>
            <TableBody>
              {ALL_PROJECT_SWITCHES.map((item) => (
                <TableRow key={item.name}>
                  <TableCell component="th" scope="row">
                    {item.label}
                  </TableCell>
                  <TableCell>{item.isOn(project) ? 'Yes' : 'No'}</TableCell>
                  <TableCell>
                    <ProjectSwitchButton item={item} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button label="Close" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
