/**
 * A run on disk and on screen: {@link org.evodraughts.ga.run.RunSession}, which assembles one run
 * (directory, lock, lease, log, shutdown hook, listeners, task runner) for any front end;
 * {@link org.evodraughts.ga.run.RunDirectory} (configuration copy,
 * atomic population snapshots in {@link org.evodraughts.ga.run.SnapshotFiles}' JSON format, log
 * file), which populations a run keeps ({@link org.evodraughts.ga.run.SnapshotRetention},
 * {@link org.evodraughts.ga.run.PopulationRelease} for the stored ones,
 * {@link org.evodraughts.ga.run.RunPrune} after the fact), {@link org.evodraughts.ga.run.ConsoleProgress} (progress bar and per-generation
 * {@link org.evodraughts.ga.run.ProgressLine}) and {@link org.evodraughts.ga.run.RunLog}; the
 * listeners that follow each generation: {@link org.evodraughts.ga.run.RunRecordListener} (the
 * run's store and its run and generation records) and
 * {@link org.evodraughts.ga.run.ChampionListener} (champion tracking in that store), made in
 * their order by {@link org.evodraughts.ga.run.RunListeners}. Paths come
 * from {@link org.evodraughts.storage.layout.RunLayout}.
 */
package org.evodraughts.ga.run;
