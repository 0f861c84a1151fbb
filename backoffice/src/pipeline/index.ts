/** The /pipeline page (issue #11, Sales): the leads as a board by stage, moved by drag or by keyboard. */
import { lazy } from 'react';

export const PIPELINE_PATH = '/pipeline';
export const PipelinePage = lazy(() => import('./pipeline-page.js').then((m) => ({ default: m.PipelinePage })));
