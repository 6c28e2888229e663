package org.evodraughts.cluster;

import com.hazelcast.config.CompactSerializationConfig;
import com.hazelcast.nio.serialization.compact.CompactReader;
import com.hazelcast.nio.serialization.compact.CompactSerializer;
import com.hazelcast.nio.serialization.compact.CompactWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.ga.work.GameTask;
import org.evodraughts.ga.work.Task;
import org.evodraughts.ga.work.TrainingTask;
import org.evodraughts.network.Network;

/**
 * The wire form of the cluster's tasks and results: Hazelcast Compact records written field by
 * field by the serializers here (no Java serialization, no reflection). A member reads only
 * these types; each is checked again as it is rebuilt (a network's parameter count, an
 * opening's legality, a search's text, the refinement's ranges).
 */
final class TaskSerializers {
    private TaskSerializers() {}

    /** Registers every serializer of the cluster's wire types. */
    static void register(CompactSerializationConfig config) {
        config.addSerializer(new GameCallSerializer());
        config.addSerializer(new TrainingCallSerializer());
        config.addSerializer(new GameResultSerializer());
        config.addSerializer(new NetworkSerializer());
    }

    /** What a member runs: a game. */
    record GameCall(GameTask task) implements Callable<GameTask.Result> {
        @Override
        public GameTask.Result call() {
            return task.run(() -> Thread.currentThread().isInterrupted());
        }
    }

    /** What a member runs: a training. */
    record TrainingCall(TrainingTask task) implements Callable<Network> {
        @Override
        public Network call() {
            return task.run(() -> Thread.currentThread().isInterrupted());
        }
    }

    /** The callable that runs {@code task} on a member. */
    static Callable<?> call(Task<?> task) {
        return switch (task) {
            case GameTask game -> new GameCall(game);
            case TrainingTask training -> new TrainingCall(training);
        };
    }

    private static final class GameCallSerializer implements CompactSerializer<GameCall> {
        @Override
        public GameCall read(CompactReader in) {
            List<Move> moves = new ArrayList<>();
            int[] from = in.readArrayOfInt32("openingFrom"), to = in.readArrayOfInt32("openingTo"),
                    captured = in.readArrayOfInt32("openingCaptured");
            if (from.length != to.length || from.length != captured.length) {
                throw new IllegalArgumentException("a game task's opening is malformed");
            }
            for (int i = 0; i < from.length; i++) {
                moves.add(new Move(from[i], to[i], captured[i]));
            }
            return new GameCall(new GameTask(network(in.readArrayOfFloat64("black"), in.readFloat64("blackKing")),
                    network(in.readArrayOfFloat64("white"), in.readFloat64("whiteKing")),
                    SearchSettings.parse(in.readString("search")), rules(in), new Opening(moves), in.readInt64("seed")));
        }

        @Override
        public void write(CompactWriter out, GameCall call) {
            GameTask task = call.task();
            out.writeArrayOfFloat64("black", task.black().parameters());
            out.writeFloat64("blackKing", task.black().kingValue());
            out.writeArrayOfFloat64("white", task.white().parameters());
            out.writeFloat64("whiteKing", task.white().kingValue());
            out.writeString("search", task.search().describe());
            writeRules(out, task.rules());
            List<Move> moves = task.opening().moves();
            int[] from = new int[moves.size()], to = new int[moves.size()], captured = new int[moves.size()];
            for (int i = 0; i < moves.size(); i++) {
                from[i] = moves.get(i).from();
                to[i] = moves.get(i).to();
                captured[i] = moves.get(i).captured();
            }
            out.writeArrayOfInt32("openingFrom", from);
            out.writeArrayOfInt32("openingTo", to);
            out.writeArrayOfInt32("openingCaptured", captured);
            out.writeInt64("seed", task.seed());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.GameTask";
        }

        @Override
        public Class<GameCall> getCompactClass() {
            return GameCall.class;
        }
    }

    private static final class TrainingCallSerializer implements CompactSerializer<TrainingCall> {
        @Override
        public TrainingCall read(CompactReader in) {
            RefinementConfig refinement = new RefinementConfig(in.readInt32("games"), in.readFloat64("alpha"),
                    in.readFloat64("lambda"), in.readBoolean("average"), Trainees.valueOf(in.readString("trainees")),
                    in.readInt32("depth"));
            return new TrainingCall(new TrainingTask(network(in.readArrayOfFloat64("network"), in.readFloat64("kingValue")),
                    in.readInt64("seed"), refinement, in.readInt32("openingPlies"), rules(in)));
        }

        @Override
        public void write(CompactWriter out, TrainingCall call) {
            TrainingTask task = call.task();
            out.writeArrayOfFloat64("network", task.network().parameters());
            out.writeFloat64("kingValue", task.network().kingValue());
            out.writeInt64("seed", task.seed());
            RefinementConfig r = task.refinement();
            out.writeInt32("games", r.games());
            out.writeFloat64("alpha", r.alpha());
            out.writeFloat64("lambda", r.lambda());
            out.writeBoolean("average", r.average());
            out.writeString("trainees", r.trainees().name());
            out.writeInt32("depth", r.depth());
            out.writeInt32("openingPlies", task.openingPlies());
            writeRules(out, task.rules());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.TrainingTask";
        }

        @Override
        public Class<TrainingCall> getCompactClass() {
            return TrainingCall.class;
        }
    }

    private static final class GameResultSerializer implements CompactSerializer<GameTask.Result> {
        @Override
        public GameTask.Result read(CompactReader in) {
            return new GameTask.Result(Outcome.valueOf(in.readString("outcome")), in.readInt32("plies"));
        }

        @Override
        public void write(CompactWriter out, GameTask.Result result) {
            out.writeString("outcome", result.outcome().name());
            out.writeInt32("plies", result.plies());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.GameResult";
        }

        @Override
        public Class<GameTask.Result> getCompactClass() {
            return GameTask.Result.class;
        }
    }

    private static final class NetworkSerializer implements CompactSerializer<Network> {
        @Override
        public Network read(CompactReader in) {
            return network(in.readArrayOfFloat64("parameters"), in.readFloat64("kingValue"));
        }

        @Override
        public void write(CompactWriter out, Network network) {
            out.writeArrayOfFloat64("parameters", network.parameters());
            out.writeFloat64("kingValue", network.kingValue());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.Network";
        }

        @Override
        public Class<Network> getCompactClass() {
            return Network.class;
        }
    }

    private static Network network(double[] parameters, double kingValue) {
        if (parameters == null || parameters.length != Network.PARAMETER_COUNT) {
            throw new IllegalArgumentException("a task's network has " + (parameters == null ? 0 : parameters.length)
                    + " parameters, not " + Network.PARAMETER_COUNT);
        }
        return Network.ofParameters(parameters, kingValue);
    }

    private static DrawRules rules(CompactReader in) {
        return new DrawRules(in.readInt32("maxMovesPerSide"), in.readInt32("repetitions"),
                in.readInt32("noProgressMovesPerSide"));
    }

    private static void writeRules(CompactWriter out, DrawRules rules) {
        out.writeInt32("maxMovesPerSide", rules.maxMovesPerSide());
        out.writeInt32("repetitions", rules.repetitions());
        out.writeInt32("noProgressMovesPerSide", rules.noProgressMovesPerSide());
    }
}
