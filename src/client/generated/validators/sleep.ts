/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["sleep.json"] = validate10;
const schema11 = {"$id":"sleep.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"asBabyNoProblems":{"type":"boolean","title":"Quando bebê, dormia sem problemas"},"asBabySleptAlone":{"type":"boolean","title":"Quando bebê, dormia sozinho(a) no berço ou na cama"},"asBabySharedWith":{"type":"string","maxLength":200,"title":"Quando bebê, com quem dividia o quarto ou a cama"},"asBabySleepDifficulties":{"type":"string","maxLength":4000,"title":"Quando bebê, quais dificuldades tinha para dormir"},"currentNoProblems":{"type":"boolean","title":"Atualmente, dorme sem problemas"},"currentSleptAlone":{"type":"boolean","title":"Atualmente, dorme sozinho(a) na própria cama"},"currentSharedWith":{"type":"string","maxLength":200,"title":"Atualmente, com quem divide o quarto ou a cama"},"currentSleepDifficulties":{"type":"string","maxLength":4000,"title":"Atualmente, quais dificuldades tem para dormir"},"normal":{"type":"boolean","title":"Tem sono tranquilo"},"restless":{"type":"boolean","title":"Tem sono agitado"},"talksDuringSleep":{"type":"boolean","title":"Fala durante o sono"},"sleepwalking":{"type":"boolean","title":"Anda durante o sono (sonambulismo)"},"teethGrinding":{"type":"boolean","title":"Range os dentes (bruxismo)"},"nocturnalEnuresis":{"type":"boolean","title":"Faz xixi na cama (enurese noturna)"},"sleepsWithMouthOpen":{"type":"boolean","title":"Dorme de boca aberta"},"drools":{"type":"boolean","title":"Baba durante o sono"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="sleep.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.asBabyNoProblems !== undefined){
let data0 = data.asBabyNoProblems;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/asBabyNoProblems",schemaPath:"#/properties/asBabyNoProblems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.asBabyNoProblems.type,parentSchema:schema11.properties.asBabyNoProblems,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.asBabySleptAlone !== undefined){
let data1 = data.asBabySleptAlone;
if(typeof data1 !== "boolean"){
const err2 = {instancePath:instancePath+"/asBabySleptAlone",schemaPath:"#/properties/asBabySleptAlone/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.asBabySleptAlone.type,parentSchema:schema11.properties.asBabySleptAlone,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.asBabySharedWith !== undefined){
let data2 = data.asBabySharedWith;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err3 = {instancePath:instancePath+"/asBabySharedWith",schemaPath:"#/properties/asBabySharedWith/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.asBabySharedWith,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/asBabySharedWith",schemaPath:"#/properties/asBabySharedWith/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.asBabySharedWith.type,parentSchema:schema11.properties.asBabySharedWith,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.asBabySleepDifficulties !== undefined){
let data3 = data.asBabySleepDifficulties;
if(typeof data3 === "string"){
if(func3(data3) > 4000){
const err5 = {instancePath:instancePath+"/asBabySleepDifficulties",schemaPath:"#/properties/asBabySleepDifficulties/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.asBabySleepDifficulties,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/asBabySleepDifficulties",schemaPath:"#/properties/asBabySleepDifficulties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.asBabySleepDifficulties.type,parentSchema:schema11.properties.asBabySleepDifficulties,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.currentNoProblems !== undefined){
let data4 = data.currentNoProblems;
if(typeof data4 !== "boolean"){
const err7 = {instancePath:instancePath+"/currentNoProblems",schemaPath:"#/properties/currentNoProblems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.currentNoProblems.type,parentSchema:schema11.properties.currentNoProblems,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.currentSleptAlone !== undefined){
let data5 = data.currentSleptAlone;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/currentSleptAlone",schemaPath:"#/properties/currentSleptAlone/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.currentSleptAlone.type,parentSchema:schema11.properties.currentSleptAlone,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.currentSharedWith !== undefined){
let data6 = data.currentSharedWith;
if(typeof data6 === "string"){
if(func3(data6) > 200){
const err9 = {instancePath:instancePath+"/currentSharedWith",schemaPath:"#/properties/currentSharedWith/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.currentSharedWith,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/currentSharedWith",schemaPath:"#/properties/currentSharedWith/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.currentSharedWith.type,parentSchema:schema11.properties.currentSharedWith,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.currentSleepDifficulties !== undefined){
let data7 = data.currentSleepDifficulties;
if(typeof data7 === "string"){
if(func3(data7) > 4000){
const err11 = {instancePath:instancePath+"/currentSleepDifficulties",schemaPath:"#/properties/currentSleepDifficulties/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.currentSleepDifficulties,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/currentSleepDifficulties",schemaPath:"#/properties/currentSleepDifficulties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.currentSleepDifficulties.type,parentSchema:schema11.properties.currentSleepDifficulties,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.normal !== undefined){
let data8 = data.normal;
if(typeof data8 !== "boolean"){
const err13 = {instancePath:instancePath+"/normal",schemaPath:"#/properties/normal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.normal.type,parentSchema:schema11.properties.normal,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.restless !== undefined){
let data9 = data.restless;
if(typeof data9 !== "boolean"){
const err14 = {instancePath:instancePath+"/restless",schemaPath:"#/properties/restless/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.restless.type,parentSchema:schema11.properties.restless,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.talksDuringSleep !== undefined){
let data10 = data.talksDuringSleep;
if(typeof data10 !== "boolean"){
const err15 = {instancePath:instancePath+"/talksDuringSleep",schemaPath:"#/properties/talksDuringSleep/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.talksDuringSleep.type,parentSchema:schema11.properties.talksDuringSleep,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.sleepwalking !== undefined){
let data11 = data.sleepwalking;
if(typeof data11 !== "boolean"){
const err16 = {instancePath:instancePath+"/sleepwalking",schemaPath:"#/properties/sleepwalking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.sleepwalking.type,parentSchema:schema11.properties.sleepwalking,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.teethGrinding !== undefined){
let data12 = data.teethGrinding;
if(typeof data12 !== "boolean"){
const err17 = {instancePath:instancePath+"/teethGrinding",schemaPath:"#/properties/teethGrinding/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.teethGrinding.type,parentSchema:schema11.properties.teethGrinding,data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.nocturnalEnuresis !== undefined){
let data13 = data.nocturnalEnuresis;
if(typeof data13 !== "boolean"){
const err18 = {instancePath:instancePath+"/nocturnalEnuresis",schemaPath:"#/properties/nocturnalEnuresis/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.nocturnalEnuresis.type,parentSchema:schema11.properties.nocturnalEnuresis,data:data13};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.sleepsWithMouthOpen !== undefined){
let data14 = data.sleepsWithMouthOpen;
if(typeof data14 !== "boolean"){
const err19 = {instancePath:instancePath+"/sleepsWithMouthOpen",schemaPath:"#/properties/sleepsWithMouthOpen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.sleepsWithMouthOpen.type,parentSchema:schema11.properties.sleepsWithMouthOpen,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.drools !== undefined){
let data15 = data.drools;
if(typeof data15 !== "boolean"){
const err20 = {instancePath:instancePath+"/drools",schemaPath:"#/properties/drools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.drools.type,parentSchema:schema11.properties.drools,data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.observations !== undefined){
let data16 = data.observations;
if(typeof data16 === "string"){
if(func3(data16) > 4000){
const err21 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data16};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data16};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports
