/**
 * One session of a run in this process: {@link org.evodraughts.session.RunSession} assembles it for
 * a front end (the run's directory and its hold, its log file {@link org.evodraughts.session.RunLog},
 * the listeners that record each generation, the task runner of this process or of a cluster) and
 * runs the evolution, which Ctrl-C or TERM stops cleanly ({@link org.evodraughts.session.StopOnSignal});
 * {@link org.evodraughts.session.ConsoleProgress} is its progress bar and per-generation line on
 * the terminal. What a run is on disk (its id, directory, snapshots, records and retention) is the
 * runs module's, package {@link org.evodraughts.runs}; this package only puts a run together and shows it.
 */
package org.evodraughts.session;
