/**
 * A generation's parallel work as data: its games ({@link org.evodraughts.ga.task.GameTask}) and
 * trainings ({@link org.evodraughts.ga.task.TrainingTask}) are
 * {@link org.evodraughts.ga.task.Task}s, plain data and a pure function of it, which a
 * {@link org.evodraughts.ga.task.TaskRunner} runs on this process's pool
 * ({@link org.evodraughts.ga.task.TaskRunner#local}) or, through the application's cluster, on
 * other machines too, with the same results.
 */
package org.evodraughts.ga.task;
