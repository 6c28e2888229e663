/**
 * A run's pool and where its time goes. {@link org.evodraughts.ga.work.SharedWork} lets a task
 * of the pool spread its own work over the pool's idle threads. {@link WorkTrace} times every
 * task the run's pools play (games, self-play trainings) and the serial time between them, one
 * {@link GenerationWork} a generation, for predicting how a run scales with cores;
 * {@link WorkTraceFile} keeps them as JSON lines; {@link ScalingModel} replays them on any
 * number of cores by list scheduling.
 */
package org.evodraughts.ga.work;
