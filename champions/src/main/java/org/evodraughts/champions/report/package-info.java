/**
 * A run's progress charts (XChart, PNG and SVG): mean of means, champion points, baseline
 * scores and the yardstick score per generation ({@link org.evodraughts.champions.report.ProgressCharts}),
 * and the learning curves of one or more runs with their CSV
 * ({@link org.evodraughts.champions.report.LearningCurves}).
 */
package org.evodraughts.champions.report;
