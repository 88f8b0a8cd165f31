// Migrations are embedded in the binary (`sqlx::migrate!`): rebuild when they change.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
