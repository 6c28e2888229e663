/**
 * Where a generation's time goes, for predicting how a run scales with cores: {@link WorkTrace}
 * times every task the run's pools play (games, self-play trainings) and the serial time
 * between them, one {@link GenerationWork} a generation; {@link WorkTraceFile} keeps them as
 * JSON lines; {@link ScalingModel} replays them on any number of cores by list scheduling.
 */
package org.evodraughts.ga.work;
