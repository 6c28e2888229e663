/**
 * Run configurations: {@link org.evodraughts.ga.config.EvolutionConfig} and its sections
 * (immutable records that check every value, naming the key and its allowed range), read from
 * and written to YAML by {@link org.evodraughts.ga.config.ConfigFiles}, with command-line
 * overrides by dotted key. The README lists every key.
 */
package org.evodraughts.ga.config;
