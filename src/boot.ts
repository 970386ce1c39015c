// index.html's entry: the app starts once the page has painted what index.html draws (issue 8).
import { start } from './app/bootStart';

void start();
