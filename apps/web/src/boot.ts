import './styles.css';
import { askForSessionEarly } from './lib/early-session';

/**
 * The page's entry. The HTML already holds a first paint (the pre-rendered landing page, or a
 * page's frame), so the app's code is asked for only once that is on screen: on a slow link the
 * stylesheet and the HTML then have the connection to themselves, instead of sharing it with
 * 200 KB of JavaScript the first paint does not need (decision 41). A hidden tab paints no frame,
 * so a timer starts the app there. The session is asked for at once, so that its answer is
 * there when the app's code comes (decision 77).
 */
askForSessionEarly();
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main');
}
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 200);
