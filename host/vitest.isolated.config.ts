import { isolatedFilesOf } from '../vitest.shared';
import project from './vitest.config';

export default isolatedFilesOf(project);
