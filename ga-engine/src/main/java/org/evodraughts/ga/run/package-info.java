/**
 * A run on disk and on screen: {@link org.evodraughts.ga.run.RunDirectory} (configuration copy,
 * atomic population snapshots in {@link org.evodraughts.ga.run.SnapshotFiles}' JSON format, log
 * file), {@link org.evodraughts.ga.run.ConsoleProgress} (progress bar and per-generation
 * {@link org.evodraughts.ga.run.ProgressLine}) and {@link org.evodraughts.ga.run.RunLog}.
 */
package org.evodraughts.ga.run;
