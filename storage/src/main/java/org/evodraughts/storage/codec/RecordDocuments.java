package org.evodraughts.storage.codec;

import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GameResult;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.JsonObjects;
import org.evodraughts.run.RunId;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.records.StoredRecord;
import org.evodraughts.storage.records.YardstickResult;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonDateTime;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonNull;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * The BSON shape of each record kind (field names and types are listed in docs/storage.md,
 * "Collections"): the one format of every backend. The MongoDB store
 * ({@code storage.mongo.MongoRunStore}) keeps these documents, the outage journal queues them,
 * so a queued write is stored exactly as it will be sent, and a run directory's {@code run.json}
 * holds its run record's document ({@code storage.directory.RunRecordFile}).
 *
 * <p>Doubles are BSON doubles (IEEE 754 binary64), so they round-trip bit for bit; a genome
 * layer is one BSON binary of little-endian doubles (8 bytes a gene instead of about 14 as an
 * array, which keeps a large population inside MongoDB's 16 MiB document limit).
 */
public final class RecordDocuments {
    /** Field names a store queries and indexes by. */
    public static final String RUN_ID = "runId", GENERATION = "generation", SCORES = "scores", POPULATION = "population",
            GAME = "game", NETWORK = "network", STARTED_AT = "startedAt";

    private RecordDocuments() {
    }

    /** The document for any record kind. */
    public static BsonDocument toDocument(StoredRecord record) {
        return switch (record) {
            case RunRecord run -> runDocument(run);
            case GenerationRecord generation -> generationDocument(generation);
            case ChampionRecord champion -> championDocument(champion);
            case GameRecord game -> gameDocument(game);
        };
    }

    /** The fields that identify a record of this kind among the stored ones. */
    public static BsonDocument keyOf(StoredRecord record) {
        BsonDocument key = new BsonDocument(RUN_ID, new BsonString(record.runId().value()));
        switch (record) {
            case RunRecord ignored -> {
            }
            case GenerationRecord generation -> key.append(GENERATION, new BsonInt32(generation.generation()));
            case ChampionRecord champion -> key.append(GENERATION, new BsonInt32(champion.generation()));
            case GameRecord game -> key.append(GENERATION, new BsonInt32(game.generation())).append(GAME, new BsonInt32(game.game()));
        }
        return key;
    }

    public static BsonDocument runDocument(RunRecord run) {
        return new BsonDocument(RUN_ID, new BsonString(run.runId().value()))
                .append("config", JsonObjects.parse(run.configJson(), "run configuration"))
                .append("seed", new BsonInt64(run.seed()))
                .append(STARTED_AT, new BsonDateTime(run.startedAt().toEpochMilli()))
                .append("endedAt", run.endedAt().<BsonValue>map(t -> new BsonDateTime(t.toEpochMilli())).orElse(BsonNull.VALUE))
                .append("status", new BsonString(run.status().storedName()));
    }

    public static RunRecord run(BsonDocument document) {
        return decoding("run", document, () -> new RunRecord(
                RunId.of(document.getString(RUN_ID).getValue()),
                JsonObjects.format(document.getDocument("config")),
                document.getNumber("seed").longValue(),
                Instant.ofEpochMilli(document.getDateTime(STARTED_AT).getValue()),
                isNull(document, "endedAt") ? Optional.empty()
                        : Optional.of(Instant.ofEpochMilli(document.getDateTime("endedAt").getValue())),
                RunStatus.fromStoredName(document.getString("status").getValue())));
    }

    static BsonDocument generationDocument(GenerationRecord generation) {
        BsonArray scores = new BsonArray(generation.size());
        for (double score : generation.scores()) {
            scores.add(new BsonDouble(score));
        }
        BsonDocument document = new BsonDocument(RUN_ID, new BsonString(generation.runId().value()))
                .append(GENERATION, new BsonInt32(generation.generation()))
                .append(SCORES, scores);
        if (!generation.populationKept()) {
            return document; // no population field: what "not kept" looks like in queries
        }
        BsonArray population = new BsonArray(generation.size());
        for (double[][] individual : generation.population()) {
            BsonArray layers = new BsonArray(individual.length);
            for (double[] layer : individual) {
                layers.add(new BsonBinary(toBytes(layer)));
            }
            population.add(layers);
        }
        return document.append(POPULATION, population);
    }

    public static GenerationRecord generation(BsonDocument document) {
        return decoding("generation", document, () -> {
            double[] scores = scores(document);
            List<double[][]> population = new ArrayList<>();
            for (BsonValue storedGenome : document.getArray(POPULATION, new BsonArray())) {
                BsonArray storedLayers = storedGenome.asArray();
                double[][] layers = new double[storedLayers.size()][];
                for (int i = 0; i < layers.length; i++) {
                    layers[i] = fromBytes(storedLayers.get(i).asBinary().getData());
                }
                population.add(layers);
            }
            return new GenerationRecord(RunId.of(document.getString(RUN_ID).getValue()), document.getNumber(GENERATION).intValue(),
                    population, scores);
        });
    }

    /** A generation's number and scores, from its document with or without the population. */
    public static GenerationScores generationScores(BsonDocument document) {
        return decoding("generation", document,
                () -> new GenerationScores(document.getNumber(GENERATION).intValue(), scores(document)));
    }

    private static double[] scores(BsonDocument document) {
        BsonArray stored = document.getArray(SCORES);
        double[] scores = new double[stored.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = stored.get(i).asDouble().getValue();
        }
        return scores;
    }

    static BsonDocument championDocument(ChampionRecord champion) {
        BsonDocument document = championFigures(champion);
        // Only a run with islands has the key, so the documents of other runs are as they were.
        champion.island().ifPresent(island -> document.append("island", new BsonInt32(island)));
        return document.append(NETWORK, JsonObjects.parse(champion.networkJson(), "network document"));
    }

    private static BsonDocument championFigures(ChampionRecord champion) {
        BsonArray baselines = new BsonArray();
        // An array of {player, score}, not a sub-document keyed by name: player names may hold
        // '.' or start with '$', which MongoDB field names must not.
        champion.baselineScores().forEach((player, score) -> baselines.add(
                new BsonDocument("player", new BsonString(player)).append("score", new BsonDouble(score))));
        return new BsonDocument(RUN_ID, new BsonString(champion.runId().value()))
                .append(GENERATION, new BsonInt32(champion.generation()))
                .append("points", new BsonDouble(champion.points()))
                .append("meanOfMeans", champion.meanOfMeans().isPresent()
                        ? new BsonDouble(champion.meanOfMeans().getAsDouble()) : BsonNull.VALUE)
                .append("baselineScores", baselines)
                .append("elapsedSeconds", champion.elapsedSeconds().isPresent()
                        ? new BsonDouble(champion.elapsedSeconds().getAsDouble()) : BsonNull.VALUE)
                .append("yardstick", champion.yardstick().<BsonValue>map(RecordDocuments::yardstickDocument)
                        .orElse(BsonNull.VALUE));
    }

    /**
     * The yardstick match: the player and the champion's wins, draws and losses, which are
     * read back, and the figures derived from them (score, Elo and its interval, infinite when
     * every game was won or lost), for queries.
     */
    private static BsonDocument yardstickDocument(YardstickResult yardstick) {
        return new BsonDocument("player", new BsonString(yardstick.player()))
                .append("wins", new BsonInt32(yardstick.wins()))
                .append("draws", new BsonInt32(yardstick.draws()))
                .append("losses", new BsonInt32(yardstick.losses()))
                .append("score", new BsonDouble(yardstick.score()))
                .append("scoreLow", new BsonDouble(yardstick.scoreLow()))
                .append("scoreHigh", new BsonDouble(yardstick.scoreHigh()))
                .append("elo", new BsonDouble(yardstick.elo()))
                .append("eloLow", new BsonDouble(yardstick.eloLow()))
                .append("eloHigh", new BsonDouble(yardstick.eloHigh()));
    }

    private static YardstickResult yardstick(BsonDocument document) {
        return new YardstickResult(document.getString("player").getValue(), document.getNumber("wins").intValue(),
                document.getNumber("draws").intValue(), document.getNumber("losses").intValue());
    }

    public static ChampionRecord champion(BsonDocument document) {
        return decoding("champion", document, () -> {
            ChampionSummary summary = championSummary(document);
            return ChampionRecord.of(summary, JsonObjects.format(document.getDocument(NETWORK)));
        });
    }

    /** Reads a champion document, with or without its network. */
    public static ChampionSummary championSummary(BsonDocument document) {
        return decoding("champion", document, () -> {
            Map<String, Double> baselines = new LinkedHashMap<>();
            for (BsonValue entry : document.getArray("baselineScores")) {
                BsonDocument baseline = entry.asDocument();
                baselines.put(baseline.getString("player").getValue(), baseline.getDouble("score").getValue());
            }
            return new ChampionSummary(RunId.of(document.getString(RUN_ID).getValue()), document.getNumber(GENERATION).intValue(),
                    document.getDouble("points").getValue(),
                    isNull(document, "meanOfMeans") ? OptionalDouble.empty()
                            : OptionalDouble.of(document.getDouble("meanOfMeans").getValue()),
                    baselines,
                    // Both are absent from champions stored before they were kept.
                    isNull(document, "elapsedSeconds") ? OptionalDouble.empty()
                            : OptionalDouble.of(document.getDouble("elapsedSeconds").getValue()),
                    isNull(document, "yardstick") ? Optional.empty() : Optional.of(yardstick(document.getDocument("yardstick"))),
                    isNull(document, "island") ? OptionalInt.empty() : OptionalInt.of(document.getNumber("island").intValue()));
        });
    }

    static BsonDocument gameDocument(GameRecord game) {
        return new BsonDocument(RUN_ID, new BsonString(game.runId().value()))
                .append(GENERATION, new BsonInt32(game.generation()))
                .append(GAME, new BsonInt32(game.game()))
                .append("black", new BsonString(game.black()))
                .append("white", new BsonString(game.white()))
                .append("result", new BsonString(game.result().pdn()))
                .append("pdn", new BsonString(game.pdn()));
    }

    public static GameRecord game(BsonDocument document) {
        return decoding("game", document, () -> new GameRecord(
                RunId.of(document.getString(RUN_ID).getValue()),
                document.getNumber(GENERATION).intValue(),
                document.getNumber(GAME).intValue(),
                document.getString("black").getValue(),
                document.getString("white").getValue(),
                GameResult.fromPdn(document.getString("result").getValue()),
                document.getString("pdn").getValue()));
    }

    static byte[] toBytes(double[] values) {
        ByteBuffer buffer = ByteBuffer.allocate(values.length * Double.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asDoubleBuffer().put(values);
        return buffer.array();
    }

    static double[] fromBytes(byte[] bytes) {
        if (bytes.length % Double.BYTES != 0) {
            throw new IllegalArgumentException("a genome layer of " + bytes.length + " bytes is not a whole number of doubles");
        }
        double[] values = new double[bytes.length / Double.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer().get(values);
        return values;
    }

    private static boolean isNull(BsonDocument document, String field) {
        return !document.containsKey(field) || document.isNull(field);
    }

    /** Runs a decoder, turning a missing or mistyped field into a StorageException naming the document. */
    private static <T> T decoding(String kind, BsonDocument document, java.util.function.Supplier<T> decoder) {
        try {
            return decoder.get();
        } catch (BsonInvalidOperationException | IllegalArgumentException | ClassCastException e) {
            throw new StorageException("stored " + kind + " document " + describe(document) + " is malformed: " + e.getMessage(), e);
        }
    }

    private static String describe(BsonDocument document) {
        BsonDocument key = new BsonDocument();
        for (String field : List.of(RUN_ID, GENERATION, GAME)) {
            if (document.containsKey(field)) {
                key.append(field, document.get(field));
            }
        }
        return key.toJson();
    }
}
