package org.evodraughts.cli.spec;

import java.nio.charset.StandardCharsets;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.cli.spec.CommandModel.Arg;
import org.evodraughts.cli.spec.CommandModel.Member;
import org.evodraughts.cli.spec.CommandModel.MixinField;
import org.evodraughts.cli.spec.CommandModel.Mixin;
import org.evodraughts.cli.spec.CommandModel.OptionField;
import org.evodraughts.cli.spec.CommandModel.PositionalField;
import org.evodraughts.cli.spec.CommandModel.SpecField;
import picocli.CommandLine;
import picocli.CommandLine.Range;

/**
 * A {@link CommandModel}'s file: a header naming the format, the version of picocli that read the
 * annotations (picocli's standard help options are its own class, so a model holds only with the
 * picocli it was made with), then the model's fields in order: numbers big-endian, a string as
 * its length and its UTF-8 bytes, a null string as a false flag before it. Binary, so that reading
 * it costs less than the annotations it replaces, in a JVM that has compiled nothing yet.
 */
public final class CommandModelFile {
    /** Names the format; a file with another header is not read. */
    static final String HEADER = "evodraughts command model 1";

    private static final byte OPTION = 1;
    private static final byte POSITIONAL = 2;
    private static final byte MIXIN = 3;
    private static final byte SPEC = 4;

    private CommandModelFile() {}

    /** Writes {@code model} to {@code out}. */
    public static void write(CommandModel model, DataOutputStream out) throws IOException {
        writeString(HEADER, out);
        writeString(CommandLine.VERSION, out);
        writeCommand(model, out);
    }

    /**
     * Reads a model that {@link #write} wrote.
     *
     * @throws IOException if the file is cut short, of another format or made with another picocli
     */
    public static CommandModel read(byte[] file) throws IOException {
        Input in = new Input(file);
        String header = in.readString();
        if (!header.equals(HEADER)) {
            throw new IOException("not a command model of this version: " + header);
        }
        String picocli = in.readString();
        if (!picocli.equals(CommandLine.VERSION)) {
            throw new IOException("a command model for picocli " + picocli + ", not " + CommandLine.VERSION);
        }
        return readCommand(in);
    }

    private static void writeCommand(CommandModel model, DataOutputStream out) throws IOException {
        writeString(model.type(), out);
        out.writeLong(model.classCrc());
        writeNullable(model.name(), out);
        writeStrings(model.version(), out);
        writeStrings(model.description(), out);
        writeStrings(model.footer(), out);
        out.writeBoolean(model.sortOptions());
        out.writeInt(model.subcommands().size());
        for (CommandModel sub : model.subcommands()) {
            writeCommand(sub, out);
        }
        writeMembers(model.members(), out);
        out.writeBoolean(model.standardHelpOptions() != null);
        if (model.standardHelpOptions() != null) {
            writeMixin(model.standardHelpOptions(), out);
        }
    }

    private static CommandModel readCommand(Input in) throws IOException {
        String type = in.readString();
        long crc = in.readLong();
        String name = readNullable(in);
        List<String> version = readStrings(in);
        List<String> description = readStrings(in);
        List<String> footer = readStrings(in);
        boolean sortOptions = in.readBoolean();
        int count = in.readInt();
        List<CommandModel> subcommands = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            subcommands.add(readCommand(in));
        }
        List<Member> members = readMembers(in);
        Mixin help = in.readBoolean() ? readMixin(in) : null;
        return new CommandModel(type, crc, name, version, description, footer, sortOptions, subcommands, members, help);
    }

    private static void writeMixin(Mixin mixin, DataOutputStream out) throws IOException {
        writeString(mixin.type(), out);
        out.writeLong(mixin.classCrc());
        writeMembers(mixin.members(), out);
    }

    private static Mixin readMixin(Input in) throws IOException {
        return new Mixin(in.readString(), in.readLong(), readMembers(in));
    }

    private static void writeMembers(List<Member> members, DataOutputStream out) throws IOException {
        out.writeInt(members.size());
        for (Member member : members) {
            switch (member) {
                case OptionField option -> {
                    out.writeByte(OPTION);
                    writeString(option.field(), out);
                    writeArg(option.arg(), out);
                }
                case PositionalField positional -> {
                    out.writeByte(POSITIONAL);
                    writeString(positional.field(), out);
                    writeArg(positional.arg(), out);
                }
                case MixinField mixin -> {
                    out.writeByte(MIXIN);
                    writeString(mixin.field(), out);
                    writeString(mixin.name(), out);
                    writeMixin(mixin.mixin(), out);
                }
                case SpecField spec -> {
                    out.writeByte(SPEC);
                    writeString(spec.field(), out);
                }
            }
        }
    }

    private static List<Member> readMembers(Input in) throws IOException {
        int count = in.readInt();
        List<Member> members = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            byte kind = in.readByte();
            String field = in.readString();
            members.add(switch (kind) {
                case OPTION -> new OptionField(field, readArg(in));
                case POSITIONAL -> new PositionalField(field, readArg(in));
                case MIXIN -> new MixinField(field, in.readString(), readMixin(in));
                case SPEC -> new SpecField(field);
                default -> throw new IOException("unknown member kind " + kind);
            });
        }
        return members;
    }

    private static void writeArg(Arg arg, DataOutputStream out) throws IOException {
        writeStrings(arg.names(), out);
        out.writeBoolean(arg.index() != null);
        if (arg.index() != null) {
            writeRange(arg.index(), out);
        }
        writeString(arg.paramLabel(), out);
        writeStrings(arg.description(), out);
        writeString(arg.descriptionKey(), out);
        writeNullable(arg.defaultValue(), out);
        out.writeBoolean(arg.required());
        writeRange(arg.arity(), out);
        writeString(arg.type(), out);
        writeStrings(arg.auxiliaryTypes(), out);
        writeString(arg.splitRegex(), out);
        writeNullable(arg.scopeType(), out);
        out.writeBoolean(arg.usageHelp());
        out.writeBoolean(arg.versionHelp());
        writeString(arg.shownAs(), out);
    }

    private static Arg readArg(Input in) throws IOException {
        List<String> names = readStrings(in);
        Range index = in.readBoolean() ? readRange(in) : null;
        return new Arg(names, index, in.readString(), readStrings(in), in.readString(), readNullable(in), in.readBoolean(),
                readRange(in), in.readString(), readStrings(in), in.readString(), readNullable(in), in.readBoolean(),
                in.readBoolean(), in.readString());
    }

    private static void writeRange(Range range, DataOutputStream out) throws IOException {
        out.writeInt(range.min());
        out.writeInt(range.max());
        out.writeBoolean(range.isVariable());
        out.writeBoolean(range.isUnspecified());
        writeNullable(range.originalValue(), out);
    }

    private static Range readRange(Input in) throws IOException {
        return new Range(in.readInt(), in.readInt(), in.readBoolean(), in.readBoolean(), readNullable(in));
    }

    private static void writeStrings(List<String> strings, DataOutputStream out) throws IOException {
        out.writeInt(strings.size());
        for (String s : strings) {
            writeString(s, out);
        }
    }

    private static List<String> readStrings(Input in) throws IOException {
        int count = in.readInt();
        List<String> strings = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            strings.add(in.readString());
        }
        return strings;
    }

    private static void writeString(String s, DataOutputStream out) throws IOException {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static void writeNullable(String s, DataOutputStream out) throws IOException {
        out.writeBoolean(s != null);
        if (s != null) {
            writeString(s, out);
        }
    }

    private static String readNullable(Input in) throws IOException {
        return in.readBoolean() ? in.readString() : null;
    }

    /**
     * A model file being read. Not {@link java.io.DataInputStream}: its first number read starts
     * the JDK's byte-array var handles, milliseconds of method-handle set-up in a fresh JVM.
     */
    private static final class Input {
        private final byte[] bytes;
        private int position;

        Input(byte[] bytes) {
            this.bytes = bytes;
        }

        int readInt() throws IOException {
            need(4);
            int value = (bytes[position] & 0xff) << 24 | (bytes[position + 1] & 0xff) << 16
                    | (bytes[position + 2] & 0xff) << 8 | bytes[position + 3] & 0xff;
            position += 4;
            return value;
        }

        long readLong() throws IOException {
            long high = readInt() & 0xffffffffL;
            return high << 32 | readInt() & 0xffffffffL;
        }

        boolean readBoolean() throws IOException {
            return readByte() != 0;
        }

        byte readByte() throws IOException {
            need(1);
            return bytes[position++];
        }

        String readString() throws IOException {
            int length = readInt();
            if (length < 0) {
                throw new IOException("a string of negative length in a command model");
            }
            need(length);
            String value = new String(bytes, position, length, StandardCharsets.UTF_8);
            position += length;
            return value;
        }

        private void need(int count) throws IOException {
            if (count > bytes.length - position) {
                throw new IOException("a command model cut short");
            }
        }
    }
}
