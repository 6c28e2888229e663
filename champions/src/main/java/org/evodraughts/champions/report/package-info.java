/**
 * A run's progress charts (XChart, PNG and SVG): mean of means, champion points and baseline
 * scores per generation ({@link org.evodraughts.champions.report.ProgressCharts}).
 */
package org.evodraughts.champions.report;
