/**
 * Run configurations: {@link org.evodraughts.ga.config.EvolutionConfig} and its sections
 * (immutable records that check every value, naming the key and its allowed range), read from
 * and written to YAML by {@link org.evodraughts.ga.config.ConfigFiles}, with command-line
 * overrides by dotted key. Values with a form of their own are read once into typed values
 * ({@link org.evodraughts.ga.config.TournamentSearch}, {@link org.evodraughts.ga.config.TimeBudget},
 * the enums of the closed sets, …), which keep the text they were read from so that a written
 * configuration repeats it. docs/evolution.md lists every key.
 */
package org.evodraughts.ga.config;
