/**
 * What a run store keeps, as immutable values: {@link org.evodraughts.storage.records.RunRecord}
 * (with its {@link org.evodraughts.storage.records.RunStatus}),
 * {@link org.evodraughts.storage.records.GenerationRecord},
 * {@link org.evodraughts.storage.records.ChampionRecord} (and the
 * {@link org.evodraughts.storage.records.ChampionSummary} listed without its network),
 * {@link org.evodraughts.storage.records.GameRecord}, all of them a
 * {@link org.evodraughts.storage.records.StoredRecord}. Their fields are in docs/storage.md,
 * "Collections".
 */
package org.evodraughts.storage.records;
