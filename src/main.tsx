// The entry: a few hundred bytes that start the app (src/app/start.tsx) once the boot screen shows
// the landing screen's largest image. Run earlier, the start-up's evaluation held the main thread
// in the frame that image was to be painted in. Its files download meanwhile: the page preloads
// them beside this one (build/start-up.ts), and they are evaluated a chunk per task.
import { bootImageShown } from './boot-image';
import { evaluateStartUpInTasks } from './start-up-tasks';

void bootImageShown()
  .then(() => evaluateStartUpInTasks())
  .then(() => import('./app/start'));
