/**
 * Where a generation's time goes, for predicting how a run scales with cores: {@link WorkTrace}
 * times every task the run's pools play (games, self-play trainings) and the serial time
 * between them, one {@link GenerationWork} a generation; {@link WorkTraceFile} keeps them as
 * JSON lines; {@link ScalingModel} replays them on any number of cores by list scheduling.
 *
 * <p>Where that work runs: a generation's games ({@link GameTask}) and trainings
 * ({@link TrainingTask}) are {@link Task}s, plain data and a pure function of it, which a
 * {@link TaskRunner} runs on this process's pool ({@link TaskRunner#local}) or, through the
 * application's cluster, on other machines too, with the same results.
 */
package org.evodraughts.ga.work;
