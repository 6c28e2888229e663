/** JMH benchmarks of champion tracking and chart drawing; run with {@code ./evodraughts bench champions}. */
package org.evodraughts.champions.bench;
